import { PageBanner } from '@/components/layout/page-banner'
import { CartView } from '@/components/shop/cart-view'
import { StoredItemsHint } from '@/components/shop/stored-items-hint'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/metadata'
// Only the key: the store itself is client code.
import { CART_STORAGE_KEY } from '@/stores/keys'

export const metadata = pageMetadata({
  title: 'Cart',
  description: 'The products in your Coverbridge shop cart, with shipping and totals.',
  path: '/cart',
  noindex: true,
})

export default function CartPage() {
  return (
    <>
      <PageBanner title="Cart" />
      <Section>
        <StoredItemsHint storageKey={CART_STORAGE_KEY} />
        <CartView />
      </Section>
    </>
  )
}
