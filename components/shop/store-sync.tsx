'use client'

import { useEffect } from 'react'
import { CART_STORAGE_KEY, hydrateCart } from '@/stores/cart'
import type { ProductSnapshot } from '@/stores/product-snapshot'
import { hydrateWishlist, WISHLIST_STORAGE_KEY } from '@/stores/wishlist'

/**
 * Reads the cart and wishlist from storage once the page has hydrated (so the server HTML and
 * the first client render agree), checked against the current catalogue, and again whenever
 * another tab writes them: two open tabs stay in step.
 */
export function StoreSync({ catalogue }: { catalogue: ProductSnapshot[] }) {
  useEffect(() => {
    void hydrateCart(catalogue)
    void hydrateWishlist(catalogue)
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared the whole storage.
      if (event.key === null || event.key === CART_STORAGE_KEY) void hydrateCart(catalogue)
      if (event.key === null || event.key === WISHLIST_STORAGE_KEY) void hydrateWishlist(catalogue)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [catalogue])
  return null
}
