'use client'

import { useEffect } from 'react'
import { loadShopIndex, type ProductSnapshot, toSnapshot } from '@/content/products/client'
import { cartList } from '@/stores/cart'
import { storageHoldsItems } from '@/stores/persist-storage'
import { wishlistList } from '@/stores/wishlist'

/**
 * The catalogue a saved list is checked against. Only a list that holds something needs it, so
 * a visitor with an empty cart and wishlist never fetches the catalogue index; pages carry no
 * copy of the catalogue either way.
 */
function catalogueFor(key: string) {
  return async (): Promise<readonly ProductSnapshot[]> =>
    storageHoldsItems(key) ? (await loadShopIndex()).map(toSnapshot) : []
}

/** The saved lists, each with the catalogue source it is read against. */
const LISTS = [cartList, wishlistList].map((list) => ({ list, catalogue: catalogueFor(list.name) }))

/**
 * Reads the cart and wishlist from storage once the page has hydrated (so the server HTML and
 * the first client render agree), checked against the current catalogue, and again whenever
 * another tab writes them: two open tabs stay in step. A failed fetch leaves what is saved
 * untouched; the stores try again on `online` and on the visitor's next change.
 */
export function StoreSync() {
  useEffect(() => {
    const ignoreFailure = () => {}
    const read = ({ list, catalogue }: (typeof LISTS)[number]) =>
      void list.hydrate(catalogue).catch(ignoreFailure)
    LISTS.forEach(read)
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared the whole storage.
      for (const each of LISTS) if (event.key === null || event.key === each.list.name) read(each)
    }
    // Back online: a list that could not be read tries again (a read one stays as it is).
    const onOnline = () => LISTS.forEach(({ list }) => void list.retry())
    window.addEventListener('storage', onStorage)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('online', onOnline)
    }
  }, [])
  return null
}
