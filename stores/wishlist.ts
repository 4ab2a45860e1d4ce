import type { ShopToast } from './notify'
import { readStoredLines } from './persist-storage'
import { persistedList } from './persisted-list'
import type { ProductSnapshot } from '@/content/products/client'
import { WISHLIST_STORAGE_KEY } from './keys'

export { WISHLIST_STORAGE_KEY }

export type WishlistData = { items: ProductSnapshot[] }

export type WishlistTransition = { state: WishlistData; toast: ShopToast | null }

export const emptyWishlist: WishlistData = { items: [] }

/** Absent: added with a success toast. Present: removed with an error toast. */
export function toggleWishlist(state: WishlistData, product: ProductSnapshot): WishlistTransition {
  if (state.items.some((item) => item.id === product.id)) {
    return removeFromWishlist(state, product.id)
  }
  return {
    state: { items: [...state.items, product] },
    toast: { kind: 'success', message: `${product.title} added to wishlist` },
  }
}

/** The wishlist screen's 'x'. */
export function removeFromWishlist(state: WishlistData, id: number): WishlistTransition {
  const item = state.items.find((entry) => entry.id === id)
  if (!item) return { state, toast: null }
  return {
    state: { items: state.items.filter((entry) => entry.id !== id) },
    toast: { kind: 'error', message: `${item.title} removed from wishlist` },
  }
}

/**
 * The wishlist read back from storage: entries with a valid id that is in the current catalogue,
 * once each, described by the catalogue (nothing from storage is ever rendered).
 */
export function readStoredWishlist(
  persisted: unknown,
  catalogue: readonly ProductSnapshot[],
): ProductSnapshot[] {
  return readStoredLines(persisted, catalogue, (product) => product)
}

type WishlistStore = WishlistData & {
  /** False until storage has been read: the server HTML and first render show no wishlist. */
  hydrated: boolean
  toggle: (product: ProductSnapshot) => void
  remove: (id: number) => void
}

/** Said when the saved wishlist cannot be read (the catalogue fetch failed). */
const WISHLIST_LOAD_FAILED: ShopToast = {
  kind: 'error',
  message: 'Your saved wishlist could not be loaded. Check your connection and try again.',
}

/** The wishlist store and how it is read back, shown and selected from (see persistedList). */
export const wishlistList = persistedList<WishlistStore>({
  name: WISHLIST_STORAGE_KEY,
  partialize: (state) => ({ items: state.items.map(({ id }) => ({ id })) }),
  read: (persisted, catalogue) => ({ items: readStoredWishlist(persisted, catalogue) }),
  loadFailed: WISHLIST_LOAD_FAILED,
  actions: ({ get, whenRead, apply }) => ({
    ...emptyWishlist,
    hydrated: false,
    toggle: (product) => whenRead(() => apply(toggleWishlist(get(), product))),
    remove: (id) => whenRead(() => apply(removeFromWishlist(get(), id))),
  }),
})

export const useWishlist = wishlistList.useStore
export const hydrateWishlist = wishlistList.hydrate
