import type { PersistStorage, StorageValue } from 'zustand/middleware'
import { indexCatalogue, type ProductSnapshot } from '@/content/products/client'

/** Format version of what the shop stores write; older values go through each store's migrate. */
export const STORAGE_VERSION = 1

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The product id of one stored entry: a positive whole number, or null for anything else.
 * Hand-written rather than a schema library: these two checks are all the shop needs at load,
 * and a validator would add ~16 KB to every shop page.
 */
export function storedProductId(entry: unknown): number | null {
  if (!isRecord(entry)) return null
  const { id } = entry
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A stored number field of an entry, if it is a finite number. */
export function storedNumber(entry: unknown, key: string): number | null {
  if (!isRecord(entry)) return null
  const value = entry[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Turns whatever a storage key holds into the envelope zustand expects, or null.
 * Invalid JSON, numbers, strings and null read as "nothing stored". A bare array is the
 * pre-zustand format (the list itself under the key) and reads as version 0, so `migrate` runs.
 * A missing or non-numeric version also reads as 0: nothing unversioned skips migration.
 */
export function readStorageValue(raw: string | null): StorageValue<unknown> | null {
  if (raw === null) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (Array.isArray(data)) return { state: { items: data }, version: 0 }
  if (!isRecord(data) || !('state' in data)) return null
  const version = typeof data.version === 'number' ? data.version : 0
  return { state: data.state, version }
}

/**
 * localStorage for the persist middleware that never throws: storage may be missing (private
 * mode, blocked cookies), full, or hold anything. The stores' `merge` validates the content.
 * It writes nothing before it has read once: a store action that runs before the store is
 * rehydrated (an effect of a child mounts first) must not overwrite the saved cart with an
 * empty one.
 */
export function safeLocalStorage(): PersistStorage<unknown> {
  let read = false
  return {
    getItem(name) {
      read = true
      try {
        return readStorageValue(window.localStorage.getItem(name))
      } catch {
        return null
      }
    },
    setItem(name, value) {
      if (!read) return
      try {
        window.localStorage.setItem(name, JSON.stringify(value))
      } catch {
        // Quota exceeded or storage disabled: the session keeps working from memory.
      }
    },
    removeItem(name) {
      try {
        window.localStorage.removeItem(name)
      } catch {
        // Nothing to clean up when storage is unavailable.
      }
    },
  }
}

/** `migrate` for both stores: older formats keep their list under `items` (or are the list). */
export function migrateItems(persisted: unknown): unknown {
  if (Array.isArray(persisted)) return { items: persisted }
  if (isRecord(persisted)) {
    const items = persisted.items ?? persisted.cart_products ?? persisted.wishlist_items
    return { items: Array.isArray(items) ? items : [] }
  }
  return { items: [] }
}

/** The stored list, or nothing when the stored state has another shape. */
export function storedItems(persisted: unknown): unknown[] {
  if (!isRecord(persisted) || !Array.isArray(persisted.items)) return []
  return persisted.items
}

/**
 * A saved list read back: each stored entry with a valid id that is in the current catalogue,
 * made into a line from the catalogue's product by `line` (null drops the entry), once per id.
 * Nothing from storage but the id and what `line` reads of the entry is ever used.
 */
export function readStoredLines<L extends { id: number }>(
  persisted: unknown,
  catalogue: readonly ProductSnapshot[],
  line: (product: ProductSnapshot, entry: unknown) => L | null,
): L[] {
  const byId = indexCatalogue(catalogue)
  const lines: L[] = []
  for (const entry of storedItems(persisted)) {
    const id = storedProductId(entry)
    const product = id === null ? undefined : byId.get(id)
    if (!product || lines.some((kept) => kept.id === product.id)) continue
    const made = line(product, entry)
    if (made) lines.push(made)
  }
  return lines
}

/** Whether the list saved under `name` holds any entry (in any format the stores can read). */
export function storageHoldsItems(name: string): boolean {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(name)
  } catch {
    return false
  }
  const value = readStorageValue(raw)
  return value !== null && storedItems(migrateItems(value.state)).length > 0
}
