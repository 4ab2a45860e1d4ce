import type { ComponentProps } from 'react'
import { Pagination } from '@/components/ui/pagination'
import {
  SHOP_PATH,
  showingText,
  type ShopControlLabels,
  type ShopPage,
  type ShopQuery,
} from '@/content/products/client'
import { ProductCard } from './product-card'
import { ShopControls } from './shop-controls'

/** The cards of the grid's widest row: the first screen of a wide window. */
export const FIRST_ROW = 3

/**
 * The shop for one query: 'Showing' header, sort and filter, up to 9 cards, pager. Rendered on
 * the server for the pre-rendered pages (default order), in the browser for a sort or filter.
 */
export function ShopResults({
  result,
  query,
  labels,
  listPath,
  firstViews = [],
}: {
  result: ShopPage
  query: ShopQuery
  labels: ShopControlLabels
  /**
   * A category's pre-rendered list ('/shop/category/books'): the pager links its pages. The
   * shop's own otherwise, keeping the sort and filter of the query.
   */
  listPath?: string
  /** The first cards' pictures as the page carries them (a pre-rendered page only). */
  firstViews?: ComponentProps<typeof ProductCard>['firstView'][]
}) {
  return (
    <>
      <div className="mb-8 flex flex-col gap-4 border-b border-line pb-6 md:flex-row md:items-end md:justify-between">
        <p className="text-base font-medium text-muted" aria-live="polite">
          {showingText(result)}
        </p>
        <ShopControls query={query} labels={labels} />
      </div>
      <h2 className="sr-only">Products</h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.items.map((card, index) => (
          <li key={card.id} className="flex">
            <ProductCard product={card} eager={index < FIRST_ROW} firstView={firstViews[index]} />
          </li>
        ))}
      </ul>
      <Pagination
        current={result.page}
        total={result.pages}
        basePath={listPath ?? SHOP_PATH}
        query={
          listPath
            ? {}
            : {
                sort: query.sort === 'default' ? undefined : query.sort,
                filter: query.filter === 'all' ? undefined : query.filter,
              }
        }
        label="Shop pages"
      />
    </>
  )
}
