import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { notify, type ShopToast } from './notify'
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
  type CartTransition,
} from './cart-transitions'
import { migrateItems, safeLocalStorage, STORAGE_VERSION } from './persist-storage'
import { catalogueHydration, type CatalogueSource } from './catalogue-hydration'
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

export const useCart = create<CartStore>()(
  persist<CartStore, [], [], unknown>(
    (set, get) => {
      const apply = ({ state, toast }: CartTransition) => {
        set({ items: state.items, orderQuantity: state.orderQuantity })
        notify(toast)
      }
      // A change to the list waits until the saved cart has been read, or it would be lost.
      const whenRead = (change: () => void) => {
        if (get().hydrated) change()
        else void cartHydration.ready().then(change, () => notify(CART_LOAD_FAILED))
      }
      return {
        ...emptyCart,
        hydrated: false,
        add: (product, quantity) => whenRead(() => apply(addToCart(get(), product, quantity))),
        decrement: (id) => whenRead(() => apply(decrementLine(get(), id))),
        remove: (id) => whenRead(() => apply(removeFromCart(get(), id))),
        clear: () => whenRead(() => set(clearCart(get()))),
        incrementPending: () => set(incrementPending(get())),
        decrementPending: () => set(decrementPending(get())),
        resetPending: () => {
          if (get().orderQuantity !== 1) set({ orderQuantity: 1 })
        },
      }
    },
    {
      name: CART_STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: safeLocalStorage(),
      // Storage is read in an effect (hydrateCart), so the first client render equals the server HTML.
      skipHydration: true,
      partialize: (state) => ({
        items: state.items.map(({ id, orderQuantity }) => ({ id, orderQuantity })),
      }),
      migrate: (persisted) => migrateItems(persisted),
      // Replaced by hydrateCart with one that knows the catalogue; without it nothing is trusted.
      merge: (_persisted, current) => ({ ...current, items: [], hydrated: true }),
    },
  ),
)

/** Said when the saved cart cannot be read (the catalogue fetch failed). */
export const CART_LOAD_FAILED: ShopToast = {
  kind: 'error',
  message: 'Your saved cart could not be loaded. Check your connection and try again.',
}

const cartHydration = catalogueHydration(useCart, (persisted, catalogue) => ({
  items: readStoredCart(persisted, catalogue),
}))

/**
 * Reads the cart from storage, validated against the catalogue (or the catalogue `source`
 * fetches). Runs again on every storage event.
 */
export function hydrateCart(source: CatalogueSource): Promise<void> {
  return cartHydration.hydrate(source)
}

/** Tries again to read the saved cart after a failed catalogue fetch. */
export function retryCartLoad(): Promise<void> {
  // A failure shows through useCartLoadFailed; the caller has nothing more to do with it.
  return cartHydration.ready().catch(() => undefined)
}

/** True while the saved cart could not be read because the catalogue fetch failed. */
export const useCartLoadFailed = cartHydration.useLoadFailed
export const cartLoadFailed = cartHydration.loadFailed

/** Selector helpers: components subscribe only to what they render. */
export const selectCartCount = (state: CartStore) => (state.hydrated ? state.items.length : null)
export const selectInCart = (id: number) => (state: CartStore) =>
  state.items.some((item) => item.id === id)
