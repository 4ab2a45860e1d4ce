import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { notify } from './notify'
import {
  migrateItems,
  safeLocalStorage,
  STORAGE_VERSION,
  storedItems,
  storedProductId,
} from './persist-storage'
import { indexCatalogue, type ProductSnapshot, type ShopToast } from './product-snapshot'

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
  const byId = indexCatalogue(catalogue)
  const items: ProductSnapshot[] = []
  for (const raw of storedItems(persisted)) {
    const id = storedProductId(raw)
    if (id === null) continue
    const product = byId.get(id)
    if (!product || items.some((item) => item.id === product.id)) continue
    items.push(product)
  }
  return items
}

type WishlistStore = WishlistData & {
  /** False until storage has been read: the server HTML and first render show no wishlist. */
  hydrated: boolean
  toggle: (product: ProductSnapshot) => void
  remove: (id: number) => void
}

export const useWishlist = create<WishlistStore>()(
  persist<WishlistStore, [], [], unknown>(
    (set, get) => {
      const apply = ({ state, toast }: WishlistTransition) => {
        set({ items: state.items })
        notify(toast)
      }
      return {
        ...emptyWishlist,
        hydrated: false,
        toggle: (product) => apply(toggleWishlist(get(), product)),
        remove: (id) => apply(removeFromWishlist(get(), id)),
      }
    },
    {
      name: WISHLIST_STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: safeLocalStorage(),
      skipHydration: true,
      partialize: (state) => ({ items: state.items.map(({ id }) => ({ id })) }),
      migrate: (persisted) => migrateItems(persisted),
      merge: (_persisted, current) => ({ ...current, items: [], hydrated: true }),
    },
  ),
)

/** Reads the wishlist from storage, validated against `catalogue`. */
export function hydrateWishlist(catalogue: readonly ProductSnapshot[]): Promise<void> {
  useWishlist.persist.setOptions({
    merge: (persisted, current) => ({
      ...current,
      items: readStoredWishlist(persisted, catalogue),
      hydrated: true,
    }),
  })
  return useWishlist.persist.rehydrate()
}

export const selectWishlistCount = (state: WishlistStore) =>
  state.hydrated ? state.items.length : null
export const selectInWishlist = (id: number) => (state: WishlistStore) =>
  state.items.some((item) => item.id === id)
