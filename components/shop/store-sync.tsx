'use client'

import { useEffect } from 'react'
import { loadShopIndex, type ProductSnapshot, toSnapshot } from '@/content/products/client'
import { hydrateCart, retryCartLoad } from '@/stores/cart'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '@/stores/keys'
import { storageHoldsItems } from '@/stores/persist-storage'
import { hydrateWishlist, retryWishlistLoad } from '@/stores/wishlist'

/**
 * The catalogue a saved list is checked against. Only a list that holds something needs it, so
 * a visitor with an empty cart and wishlist never fetches the catalogue index; pages carry no
 * copy of the catalogue either way.
 */
function catalogueFor(key: string) {
  return async (): Promise<readonly ProductSnapshot[]> =>
    storageHoldsItems(key) ? (await loadShopIndex()).map(toSnapshot) : []
}

const cartCatalogue = catalogueFor(CART_STORAGE_KEY)
const wishlistCatalogue = catalogueFor(WISHLIST_STORAGE_KEY)

/**
 * Reads the cart and wishlist from storage once the page has hydrated (so the server HTML and
 * the first client render agree), checked against the current catalogue, and again whenever
 * another tab writes them: two open tabs stay in step. A failed fetch leaves what is saved
 * untouched; the stores try again on `online` and on the visitor's next change.
 */
export function StoreSync() {
  useEffect(() => {
    const ignoreFailure = () => {}
    const readCart = () => hydrateCart(cartCatalogue).catch(ignoreFailure)
    const readWishlist = () => hydrateWishlist(wishlistCatalogue).catch(ignoreFailure)
    void readCart()
    void readWishlist()
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared the whole storage.
      if (event.key === null || event.key === CART_STORAGE_KEY) void readCart()
      if (event.key === null || event.key === WISHLIST_STORAGE_KEY) void readWishlist()
    }
    // Back online: a list that could not be read tries again (a read one stays as it is).
    const onOnline = () => {
      void retryCartLoad()
      void retryWishlistLoad()
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('online', onOnline)
    }
  }, [])
  return null
}
