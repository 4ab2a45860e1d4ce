'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
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
 * to that category's own pages (a static host cannot redirect on a query).
 *
 * The query is only known in the browser, and it is read after hydration: the page's own grid
 * hydrates as the server drew it (its pictures included) and changes only for a custom query.
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
  // null until the page is hydrated and its query read: the server's grid meanwhile.
  const [search, setSearch] = useState<string | null>(null)
  const params = useMemo(() => new URLSearchParams(search ?? ''), [search])
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

  let shown = children
  if (custom && !cards) {
    shown = (
      <div aria-busy="true" className="opacity-60">
        {failed ? (
          <p role="alert" className="mb-4 font-semibold text-ink">
            Sorting and filtering are unavailable right now. Please reload the page.
          </p>
        ) : null}
        {children}
      </div>
    )
  } else if (custom && cards) {
    shown = <ShopResults result={shopPage(cards, query)} query={query} labels={labels} />
  }
  return (
    <>
      {/* Drawn in the browser only (the server draws its empty fallback): the query's reader. */}
      <Suspense fallback={null}>
        <QueryReader onQuery={setSearch} />
      </Suspense>
      {shown}
    </>
  )
}

/** Hands the address's query to its parent, now and after every move. Renders nothing. */
function QueryReader({ onQuery }: { onQuery: (search: string) => void }) {
  const search = useSearchParams().toString()
  useEffect(() => onQuery(search), [search, onQuery])
  return null
}
