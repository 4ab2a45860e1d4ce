import { PageBanner } from '@/components/layout/page-banner'
import { WishlistView } from '@/components/shop/wishlist-view'
import { StoredItemsHint } from '@/components/shop/stored-items-hint'
import { Section } from '@/components/ui/section'
import { wishlistPlaceholder } from '@/content/products'
import { pageMetadata } from '@/lib/metadata'
// Only the key: the store itself is client code.
import { WISHLIST_STORAGE_KEY } from '@/stores/keys'

export const metadata = pageMetadata({
  title: 'Wishlist',
  description:
    'The guides, cards and magazines you saved in the Coverbridge shop, ready to add to your cart.',
  path: '/wishlist',
  noindex: true,
})

export default function WishlistPage() {
  return (
    <>
      <PageBanner title="Wishlist" />
      <Section>
        <StoredItemsHint storageKey={WISHLIST_STORAGE_KEY} />
        <WishlistView details={wishlistPlaceholder} />
      </Section>
    </>
  )
}
