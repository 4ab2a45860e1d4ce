import { create } from 'zustand'
import type { ProductSnapshot } from '@/content/products/client'

/** The catalogue a store checks its saved list against, or a way to fetch it. */
export type CatalogueSource =
  readonly ProductSnapshot[] | (() => Promise<readonly ProductSnapshot[]>)

type HydrationState = { hydrated: boolean }

/** The part of a persisted zustand store this needs. */
type PersistedStore<S extends HydrationState> = {
  persist: {
    setOptions: (options: { merge: (persisted: unknown, current: S) => S }) => void
    rehydrate: () => Promise<void> | void
  }
}

/**
 * Reading a saved list back: storage is read only once the catalogue is at hand, since every
 * line is checked against it. Until then the store stays un-hydrated and writes nothing, so a
 * failed fetch (offline, a flaky network) never replaces what is saved; `useLoadFailed` turns
 * true and the next `ready()` (a retry, or the visitor's next action) tries again. The failure
 * lives in a store of its own: setting it on the persisted store would write that store's
 * current (unread) list over the saved one.
 */
export function catalogueHydration<S extends HydrationState>(
  store: PersistedStore<S>,
  read: (persisted: unknown, catalogue: readonly ProductSnapshot[]) => Partial<S>,
) {
  let source: CatalogueSource = []
  let pending: Promise<void> | null = null
  const status = create<{ failed: boolean }>(() => ({ failed: false }))

  function ready(): Promise<void> {
    pending ??= (typeof source === 'function' ? source() : Promise.resolve(source))
      .then((catalogue) => {
        store.persist.setOptions({
          merge: (persisted, current) => ({
            ...current,
            ...read(persisted, catalogue),
            hydrated: true,
          }),
        })
        return store.persist.rehydrate()
      })
      .then(() => status.setState({ failed: false }))
      .catch((error: unknown) => {
        pending = null
        status.setState({ failed: true })
        throw error
      })
    return pending
  }

  return {
    /** Reads storage again, checked against `next` (on load and whenever another tab writes). */
    hydrate(next: CatalogueSource): Promise<void> {
      source = next
      pending = null
      return ready()
    },
    ready,
    /** Whether the last attempt to read the saved list failed (for a component to show it). */
    useLoadFailed: () => status((state) => state.failed),
    loadFailed: () => status.getState().failed,
  }
}
