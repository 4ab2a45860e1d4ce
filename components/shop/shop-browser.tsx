'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { pagePath, parsePage } from '@/lib/pagination'
import {
  loadShopIndex,
  productCategories,
  SHOP_PATH,
  shopCategoryPath,
  isCustomQuery,
  parseShopQuery,
  shopPage,
  type ShopCard,
  type ShopControlLabels,
} from '@/content/products/client'
import { ShopResults } from './shop-results'

/**
 * The shop for the query in the URL. In default order it shows the pre-rendered page it wraps
 * (`children`); a sort or filter fetches the catalogue index once and renders the result here.
 * On /shop itself, an old '?page=N' link moves to page N's own URL, and a '?category=books' link
 * to that category's own pages (a static host cannot redirect on a query). Must sit inside <Suspense>
 * with the same children as fallback: the query is only known in the browser.
 */
export function ShopBrowser({
  children,
  firstPage,
  pages,
  labels,
}: {
  children: ReactNode
  /** Whether this is /shop (page 1), which honours the old '?page=N' links. */
  firstPage: boolean
  pages: number
  /** The words of the sort and filter options, from the shop's content file. */
  labels: ShopControlLabels
}) {
  const params = useSearchParams()
  const router = useRouter()
  const query = parseShopQuery(params)
  const custom = isCustomQuery(query)
  const category = firstPage
    ? productCategories.find((known) => known === params.get('category'))
    : undefined
  const [cards, setCards] = useState<ShopCard[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (category) {
      router.replace(shopCategoryPath(category))
      return
    }
    if (custom) {
      let live = true
      loadShopIndex().then(
        (loaded) => live && setCards(loaded),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }
    const page = firstPage ? parsePage(query.page, pages) : 1
    if (page > 1) router.replace(pagePath(SHOP_PATH, page), { scroll: false })
  }, [category, custom, firstPage, pages, query.page, router])

  if (!custom) return children
  if (!cards) {
    return (
      <div aria-busy="true" className="opacity-60">
        {failed ? (
          <p role="alert" className="mb-4 font-semibold text-ink">
            Sorting and filtering are unavailable right now. Please reload the page.
          </p>
        ) : null}
        {children}
      </div>
    )
  }
  return <ShopResults result={shopPage(cards, query)} query={query} labels={labels} />
}
