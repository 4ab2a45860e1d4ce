import { SavedListPage, savedListMetadata } from '@/components/shop/saved-list-page'
import { WishlistView } from '@/components/shop/wishlist-view'
import { wishlistPlaceholder } from '@/content/products'

export const metadata = savedListMetadata('wishlist')

export default function WishlistPage() {
  return (
    <SavedListPage list="wishlist">
      <WishlistView details={wishlistPlaceholder} />
    </SavedListPage>
  )
}
