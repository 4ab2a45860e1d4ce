import { CartView } from '@/components/shop/cart-view'
import { SavedListPage, savedListMetadata } from '@/components/shop/saved-list-page'
import { savedListsCopy } from '@/content/products'

export const metadata = savedListMetadata('cart', savedListsCopy)

export default function CartPage() {
  return (
    <SavedListPage list="cart" copy={savedListsCopy}>
      <CartView />
    </SavedListPage>
  )
}
