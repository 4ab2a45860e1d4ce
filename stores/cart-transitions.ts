import type { ProductSnapshot } from '@/content/products/client'
import type { ShopToast } from './notify'
import { readStoredLines, storedNumber } from './persist-storage'

// The cart's rules as pure functions of its state: what each action does and what storage may
// hold. The store (cart.ts) applies them and raises their toasts.

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
  return readStoredLines(persisted, catalogue, (product, raw) => {
    // A stored line needs a numeric quantity; anything else about it is ignored.
    const quantity = storedNumber(raw, 'orderQuantity')
    if (quantity === null || product.quantity < 1) return null
    const wanted = Math.floor(quantity)
    return { ...product, orderQuantity: Math.min(Math.max(wanted, 1), product.quantity) }
  })
}
