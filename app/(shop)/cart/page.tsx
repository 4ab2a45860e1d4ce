import { CartView } from '@/components/shop/cart-view'
import { SavedListPage, savedListMetadata } from '@/components/shop/saved-list-page'

export const metadata = savedListMetadata('cart')

export default function CartPage() {
  return (
    <SavedListPage list="cart">
      <CartView />
    </SavedListPage>
  )
}
