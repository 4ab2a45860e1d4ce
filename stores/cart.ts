import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { notify, type ShopToast } from './notify'
import {
  migrateItems,
  safeLocalStorage,
  STORAGE_VERSION,
  storedItems,
  storedNumber,
  storedProductId,
} from './persist-storage'
import { catalogueHydration, type CatalogueSource } from './catalogue-hydration'
import { CART_STORAGE_KEY } from './keys'
import { indexCatalogue, type ProductSnapshot } from '@/content/products/client'

export { CART_STORAGE_KEY }

export type CartLine = ProductSnapshot & { orderQuantity: number }

export type CartData = {
  items: CartLine[]
  /** The quantity the details page will add next ("pending quantity"): starts at 1. */
  orderQuantity: number
}

export type CartTransition = { state: CartData; toast: ShopToast | null }

export const emptyCart: CartData = { items: [], orderQuantity: 1 }

const unchanged = (state: CartData): CartTransition => ({ state, toast: null })

/**
 * Add to cart. Out of stock: nothing added. New product: quantity 1. Already in the
 * cart: `quantity` (the pending quantity unless given) is added if the total stays within
 * stock; otherwise nothing is added and the pending quantity resets to 1.
 */
export function addToCart(
  state: CartData,
  product: ProductSnapshot,
  quantity: number = state.orderQuantity,
): CartTransition {
  if (product.quantity <= 0) {
    return { state, toast: { kind: 'error', message: `Out of stock ${product.title}` } }
  }
  const line = state.items.find((item) => item.id === product.id)
  if (!line) {
    return {
      state: { ...state, items: [...state.items, { ...product, orderQuantity: 1 }] },
      toast: { kind: 'success', message: `${product.title} added to cart` },
    }
  }
  const stock = Math.min(line.quantity, product.quantity)
  if (line.orderQuantity + quantity > stock) {
    return {
      state: { ...state, orderQuantity: 1 },
      toast: { kind: 'error', message: 'No more quantity available for this product!' },
    }
  }
  return {
    state: {
      ...state,
      items: state.items.map((item) =>
        item.id === product.id ? { ...item, orderQuantity: item.orderQuantity + quantity } : item,
      ),
    },
    toast: { kind: 'success', message: `${quantity} ${product.title} added to cart` },
  }
}

/** Pending quantity plus: no upper bound (the stock check happens on add). */
export function incrementPending(state: CartData): CartData {
  return { ...state, orderQuantity: state.orderQuantity + 1 }
}

/** Pending quantity minus: never below 1. */
export function decrementPending(state: CartData): CartData {
  return { ...state, orderQuantity: Math.max(1, state.orderQuantity - 1) }
}

/** Cart minus: one fewer, never below 1 (at 1 nothing changes and no toast is raised). */
export function decrementLine(state: CartData, id: number): CartTransition {
  const line = state.items.find((item) => item.id === id)
  if (!line || line.orderQuantity <= 1) return unchanged(state)
  return {
    state: {
      ...state,
      items: state.items.map((item) =>
        item.id === id ? { ...item, orderQuantity: item.orderQuantity - 1 } : item,
      ),
    },
    toast: { kind: 'info', message: `${line.title} Quantity Decrement` },
  }
}

export function removeFromCart(state: CartData, id: number): CartTransition {
  const line = state.items.find((item) => item.id === id)
  if (!line) return unchanged(state)
  return {
    state: { ...state, items: state.items.filter((item) => item.id !== id) },
    toast: { kind: 'error', message: `${line.title} Remove from cart` },
  }
}

/** Empties the cart; the page asks for confirmation first. */
export function clearCart(state: CartData): CartData {
  return { ...state, items: [] }
}

/**
 * The cart read back from storage, which may hold anything. Each line is
 * kept only if its shape is valid and its id is in the current catalogue; title, image, price
 * and stock always come from the catalogue, never from storage. Quantities are rounded down and
 * clamped to 1..stock; out-of-stock products and repeated ids are dropped.
 */
export function readStoredCart(
  persisted: unknown,
  catalogue: readonly ProductSnapshot[],
): CartLine[] {
  const byId = indexCatalogue(catalogue)
  const lines: CartLine[] = []
  for (const raw of storedItems(persisted)) {
    // A stored line needs a valid id and a numeric quantity; anything else about it is ignored.
    const id = storedProductId(raw)
    const quantity = storedNumber(raw, 'orderQuantity')
    if (id === null || quantity === null) continue
    const product = byId.get(id)
    if (!product || product.quantity < 1) continue
    if (lines.some((line) => line.id === product.id)) continue
    const wanted = Math.floor(quantity)
    lines.push({ ...product, orderQuantity: Math.min(Math.max(wanted, 1), product.quantity) })
  }
  return lines
}

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
