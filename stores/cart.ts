import { countEvent } from '@/lib/analytics/events'
import type { ShopToast } from './notify'
import {
  addToCart,
  clearCart,
  decrementLine,
  decrementPending,
  emptyCart,
  incrementPending,
  readStoredCart,
  removeFromCart,
  type CartData,
} from './cart-transitions'
import { persistedList } from './persisted-list'
import { CART_STORAGE_KEY } from './keys'
import type { ProductSnapshot } from '@/content/products/client'

export { CART_STORAGE_KEY }
export * from './cart-transitions'

type CartStore = CartData & {
  /** False until storage has been read: the server HTML and first render show no cart. */
  hydrated: boolean
  add: (product: ProductSnapshot, quantity?: number) => void
  decrement: (id: number) => void
  remove: (id: number) => void
  clear: () => void
  incrementPending: () => void
  decrementPending: () => void
  resetPending: () => void
}

/** Said when the saved cart cannot be read (the catalogue fetch failed). */
const CART_LOAD_FAILED: ShopToast = {
  kind: 'error',
  message: 'Your saved cart could not be loaded. Check your connection and try again.',
}

/** The cart store and how it is read back, shown and selected from (see persistedList). */
export const cartList = persistedList<CartStore>({
  name: CART_STORAGE_KEY,
  partialize: (state) => ({
    items: state.items.map(({ id, orderQuantity }) => ({ id, orderQuantity })),
  }),
  read: (persisted, catalogue) => ({ items: readStoredCart(persisted, catalogue) }),
  loadFailed: CART_LOAD_FAILED,
  actions: ({ get, set, whenRead, apply }) => ({
    ...emptyCart,
    hydrated: false,
    add: (product, quantity) =>
      whenRead(() => {
        apply(addToCart(get(), product, quantity))
        if (process.env.COVERBRIDGE_ANALYTICS === 'on') countEvent('add_to_cart')
      }),
    decrement: (id) => whenRead(() => apply(decrementLine(get(), id))),
    remove: (id) => whenRead(() => apply(removeFromCart(get(), id))),
    clear: () => whenRead(() => set(clearCart(get()))),
    incrementPending: () => set(incrementPending(get())),
    decrementPending: () => set(decrementPending(get())),
    resetPending: () => {
      if (get().orderQuantity !== 1) set({ orderQuantity: 1 })
    },
  }),
})

export const useCart = cartList.useStore
export const hydrateCart = cartList.hydrate
export const cartLoadFailed = cartList.loadFailed
