import type { ShopCard } from './types'
import { withBase } from '@/lib/paths'
import { SHOP_INDEX_PATH } from './query'

let pending: Promise<ShopCard[]> | null = null

/** The catalogue index, fetched once per visit (a failed fetch may be retried). */
export function loadShopIndex(): Promise<ShopCard[]> {
  pending ??= fetch(withBase(SHOP_INDEX_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`${SHOP_INDEX_PATH}: ${response.status}`)
      return response.json() as Promise<ShopCard[]>
    })
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}
