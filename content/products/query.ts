import { paginate, pageCount, parsePage } from '@/lib/pagination'
import { sellingPrice } from '@/lib/price'
import type { ShopCard } from './types'

/** Products per shop page. */
export const SHOP_PAGE_SIZE = 9

/** The shop's own route: page N of the default order is pre-rendered at '/shop/page/N'. */
export const SHOP_PATH = '/shop'

/** The product categories, in the order the filter offers them. */
export const productCategories = ['books', 'visiting-card', 'magazine'] as const

/**
 * A category's own pre-rendered list: '/shop/category/books', later pages at '{path}/page/{n}'.
 * Its value is already a slug.
 */
export function shopCategoryPath(category: (typeof productCategories)[number]): string {
  return `${SHOP_PATH}/category/${category}`
}

/** The static catalogue index the browser fetches on the first sort or filter. */
export const SHOP_INDEX_PATH = '/shop-index.json'

/** The shop's sort options, in the order they are offered; their words are in shop.yaml. */
export const sortValues = ['default', 'price-asc', 'price-desc'] as const

/** The shop's filter options, in order, each in its group (null: above the groups). */
export const filterValues = [
  { value: 'all', group: null },
  { value: 'books', group: 'category' },
  { value: 'visiting-card', group: 'category' },
  { value: 'magazine', group: 'category' },
  { value: 'trending', group: 'popularity' },
  { value: 'new', group: 'popularity' },
] as const satisfies readonly { value: string; group: string | null }[]

export type ShopSort = (typeof sortValues)[number]
export type ShopFilter = (typeof filterValues)[number]['value']
export type ShopFilterGroup = NonNullable<(typeof filterValues)[number]['group']>

/** The words of every sort and filter option and filter group, passed to the shop's controls. */
export type ShopControlLabels = {
  sort: Record<ShopSort, string>
  filter: Record<ShopFilter, string>
  groups: Record<ShopFilterGroup, string>
}

export type ShopQuery = { sort: ShopSort; filter: ShopFilter; page: string | null }

export const defaultShopQuery: ShopQuery = { sort: 'default', filter: 'all', page: null }

function pick<T extends string>(allowed: readonly T[], raw: string | null, fallback: T): T {
  return allowed.find((value) => value === raw) ?? fallback
}

/** Sort, filter and page from the URL query; anything unknown falls back to the defaults. */
export function parseShopQuery(params: { get(name: string): string | null }): ShopQuery {
  return {
    sort: pick(sortValues, params.get('sort'), 'default'),
    filter: pick(
      filterValues.map((option) => option.value),
      params.get('filter'),
      'all',
    ),
    page: params.get('page'),
  }
}

/** Whether the query asks for something other than the default order of every product. */
export function isCustomQuery(query: Pick<ShopQuery, 'sort' | 'filter'>): boolean {
  return query.sort !== 'default' || query.filter !== 'all'
}

export function filterCards(cards: readonly ShopCard[], filter: ShopFilter): ShopCard[] {
  switch (filter) {
    case 'all':
      return [...cards]
    case 'trending':
      return cards.filter((card) => card.trending)
    case 'new':
      return cards.filter((card) => card.isNew)
    default:
      return cards.filter((card) => card.category === filter)
  }
}

/** Stable sort by selling price; 'default' keeps catalogue order. */
export function sortCards(cards: readonly ShopCard[], sort: ShopSort): ShopCard[] {
  if (sort === 'default') return [...cards]
  const direction = sort === 'price-asc' ? 1 : -1
  return [...cards].sort((a, b) => direction * (sellingPrice(a) - sellingPrice(b)))
}

export type ShopPage = {
  items: ShopCard[]
  page: number
  pages: number
  total: number
  /** 1-based positions of the first and last product shown. */
  first: number
  last: number
}

export function shopPage(cards: readonly ShopCard[], query: ShopQuery): ShopPage {
  const matching = sortCards(filterCards(cards, query.filter), query.sort)
  const pages = pageCount(matching.length, SHOP_PAGE_SIZE)
  const page = parsePage(query.page, pages)
  const items = paginate(matching, page, SHOP_PAGE_SIZE)
  const first = items.length ? (page - 1) * SHOP_PAGE_SIZE + 1 : 0
  return { items, page, pages, total: matching.length, first, last: first + items.length - 1 }
}

/** 'Showing 1–9 of 20 results', with an en dash. */
export function showingText({ first, last, total }: Pick<ShopPage, 'first' | 'last' | 'total'>) {
  if (total === 0) return 'Showing 0 results'
  return `Showing ${first}–${Math.max(first, last)} of ${total} results`
}

/** The query string for a shop URL; defaults are left out so the bare /shop is the first page. */
export function shopHref(query: Partial<ShopQuery>): string {
  const params = new URLSearchParams()
  if (query.sort && query.sort !== 'default') params.set('sort', query.sort)
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter)
  if (query.page && query.page !== '1') params.set('page', query.page)
  const search = params.toString()
  return search ? `/shop?${search}` : '/shop'
}
