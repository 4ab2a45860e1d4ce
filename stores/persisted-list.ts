import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { ProductSnapshot } from '@/content/products/client'
import { catalogueHydration, type CatalogueSource } from './catalogue-hydration'
import { notify, type ShopToast } from './notify'
import { migrateItems, safeLocalStorage, STORAGE_VERSION } from './persist-storage'

/** The state every saved list has: its lines, and whether storage has been read yet. */
type ListState = { items: { id: number }[]; hydrated: boolean }

/** What an action of a list store uses to change it. */
export type ListTools<S> = {
  get: () => S
  set: (partial: Partial<S>) => void
  /** Runs `change` once the saved list has been read: before that it would be lost. */
  whenRead: (change: () => void) => void
  /** Sets a transition's new state and raises its toast. */
  apply: (transition: { state: Partial<S>; toast: ShopToast | null }) => void
}

/**
 * A list the visitor keeps in the browser (the cart, the wishlist): a zustand store saved in
 * localStorage under `name`, of which storage keeps only what `partialize` returns. It is read
 * back in an effect, never during render, and only against the catalogue: `read` turns what
 * storage holds into lines the catalogue describes. Until then the store is empty and
 * `hydrated` false, and any change waits; if the catalogue cannot be fetched, `loadFailed` is
 * said for the change that waited. `actions` gives the store's first state and its actions.
 */
export function persistedList<S extends ListState>({
  name,
  partialize,
  read,
  loadFailed,
  actions,
}: {
  name: string
  partialize: (state: S) => unknown
  read: (persisted: unknown, catalogue: readonly ProductSnapshot[]) => Partial<S>
  loadFailed: ShopToast
  actions: (tools: ListTools<S>) => S
}) {
  const useStore = create<S>()(
    persist<S, [], [], unknown>(
      (set, get) =>
        actions({
          get,
          set,
          whenRead: (change) => {
            if (get().hydrated) change()
            else void hydration.ready().then(change, () => notify(loadFailed))
          },
          apply: ({ state, toast }) => {
            set(state)
            notify(toast)
          },
        }),
      {
        name,
        version: STORAGE_VERSION,
        storage: safeLocalStorage(),
        // Storage is read in an effect (hydrate), so the first client render equals the server HTML.
        skipHydration: true,
        partialize,
        migrate: (persisted) => migrateItems(persisted),
        // Replaced by hydrate with one that knows the catalogue; without it nothing is trusted.
        merge: (_persisted, current) => ({ ...current, items: [], hydrated: true }),
      },
    ),
  )
  const hydration = catalogueHydration(useStore, read)

  const retry = (): Promise<void> =>
    // A failure shows through useSaved; the caller has nothing more to do with it.
    hydration.ready().catch(() => undefined)

  return {
    /** The storage key the list is saved under. */
    name,
    useStore,
    /**
     * Reads the list from storage, validated against the catalogue (or the catalogue `source`
     * fetches). Runs again on every storage event.
     */
    hydrate: (source: CatalogueSource): Promise<void> => hydration.hydrate(source),
    /** Tries again to read the saved list after a failed catalogue fetch. */
    retry,
    /** Whether the last attempt to read the saved list failed. */
    loadFailed: hydration.loadFailed,
    /**
     * For a component that shows the list: its lines once storage has been read (null before),
     * and while reading it fails, what to say and a way to try again.
     */
    useSaved: () => {
      const hydrated = useStore((state) => state.hydrated)
      const failed = hydration.useLoadFailed()
      const items: S['items'] = useStore((state) => state.items)
      return {
        items: hydrated ? items : null,
        failure: failed ? { message: loadFailed.message, retry } : null,
      }
    },
    /** How many lines, once storage has been read (null before: the count is not known yet). */
    selectCount: (state: S) => (state.hydrated ? state.items.length : null),
    selectHas: (id: number) => (state: S) => state.items.some((item) => item.id === id),
  }
}
