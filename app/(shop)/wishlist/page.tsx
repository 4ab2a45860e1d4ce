import { SavedListPage, savedListMetadata } from '@/components/shop/saved-list-page'
import { WishlistView } from '@/components/shop/wishlist-view'
import { savedListsCopy, wishlistPlaceholder } from '@/content/products'

export const metadata = savedListMetadata('wishlist', savedListsCopy)

export default function WishlistPage() {
  return (
    <SavedListPage list="wishlist" copy={savedListsCopy}>
      <WishlistView details={wishlistPlaceholder} />
    </SavedListPage>
  )
}
