import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { notify, type ShopToast } from './notify'
import {
  migrateItems,
  safeLocalStorage,
  STORAGE_VERSION,
  storedItems,
  storedProductId,
} from './persist-storage'
import { catalogueHydration, type CatalogueSource } from './catalogue-hydration'
import { indexCatalogue, type ProductSnapshot } from '@/content/products/client'

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
      // A change to the list waits until the saved wishlist has been read, or it would be lost.
      const whenRead = (change: () => void) => {
        if (get().hydrated) change()
        else void wishlistHydration.ready().then(change, () => notify(WISHLIST_LOAD_FAILED))
      }
      return {
        ...emptyWishlist,
        hydrated: false,
        toggle: (product) => whenRead(() => apply(toggleWishlist(get(), product))),
        remove: (id) => whenRead(() => apply(removeFromWishlist(get(), id))),
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

/** Said when the saved wishlist cannot be read (the catalogue fetch failed). */
export const WISHLIST_LOAD_FAILED: ShopToast = {
  kind: 'error',
  message: 'Your saved wishlist could not be loaded. Check your connection and try again.',
}

const wishlistHydration = catalogueHydration(useWishlist, (persisted, catalogue) => ({
  items: readStoredWishlist(persisted, catalogue),
}))

/** Reads the wishlist from storage, validated against the catalogue (or what `source` fetches). */
export function hydrateWishlist(source: CatalogueSource): Promise<void> {
  return wishlistHydration.hydrate(source)
}

/** Tries again to read the saved wishlist after a failed catalogue fetch. */
export function retryWishlistLoad(): Promise<void> {
  // A failure shows through useWishlistLoadFailed; the caller has nothing more to do with it.
  return wishlistHydration.ready().catch(() => undefined)
}

/** True while the saved wishlist could not be read because the catalogue fetch failed. */
export const useWishlistLoadFailed = wishlistHydration.useLoadFailed
export const wishlistLoadFailed = wishlistHydration.loadFailed

export const selectWishlistCount = (state: WishlistStore) =>
  state.hydrated ? state.items.length : null
export const selectInWishlist = (id: number) => (state: WishlistStore) =>
  state.items.some((item) => item.id === id)
