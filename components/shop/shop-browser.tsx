'use client'

import { useSearchParams } from 'next/navigation'
import { parseShopQuery, type ShopCard } from '@/lib/shop-query'
import { ShopResults } from './shop-results'

/**
 * The shop for the query in the URL. Must sit inside <Suspense>: on a static export the query is
 * only known in the browser, so the HTML carries the fallback (the first page, default order).
 */
export function ShopBrowser({ cards }: { cards: ShopCard[] }) {
  return <ShopResults cards={cards} query={parseShopQuery(useSearchParams())} />
}
