import { paginate, pageCount, parsePage } from '@/lib/pagination'
import { sellingPrice } from '@/lib/price'
import type { ShopCard } from './types'
import type { ProductCategory } from './schema'

/** Products per shop page. */
export const SHOP_PAGE_SIZE = 9

/** The shop's own route: page N of the default order is pre-rendered at '/shop/page/N'. */
export const SHOP_PATH = '/shop'

/** The static catalogue index the browser fetches on the first sort or filter. */
export const SHOP_INDEX_PATH = '/shop-index.json'

/** Each category's names: one product's eyebrow on its page, and the shop filter's option. */
export const categoryLabels: Record<ProductCategory, { one: string; filter: string }> = {
  books: { one: 'Book', filter: 'Books' },
  'visiting-card': { one: 'Business cards', filter: 'Visiting cards' },
  magazine: { one: 'Magazine', filter: 'Magazines' },
}

export const sortOptions = [
  { value: 'default', label: 'Default sorting' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const

export const filterOptions = [
  { value: 'all', label: 'All products', group: null },
  { value: 'books', label: categoryLabels.books.filter, group: 'Category' },
  { value: 'visiting-card', label: categoryLabels['visiting-card'].filter, group: 'Category' },
  { value: 'magazine', label: categoryLabels.magazine.filter, group: 'Category' },
  { value: 'trending', label: 'Trending', group: 'Popularity' },
  { value: 'new', label: 'New arrivals', group: 'Popularity' },
] as const

export type ShopSort = (typeof sortOptions)[number]['value']
export type ShopFilter = (typeof filterOptions)[number]['value']

export type ShopQuery = { sort: ShopSort; filter: ShopFilter; page: string | null }

export const defaultShopQuery: ShopQuery = { sort: 'default', filter: 'all', page: null }

function pick<T extends string>(
  allowed: readonly { value: T }[],
  raw: string | null,
  fallback: T,
): T {
  return allowed.find((option) => option.value === raw)?.value ?? fallback
}

/** Sort, filter and page from the URL query; anything unknown falls back to the defaults. */
export function parseShopQuery(params: { get(name: string): string | null }): ShopQuery {
  return {
    sort: pick(sortOptions, params.get('sort'), 'default'),
    filter: pick(filterOptions, params.get('filter'), 'all'),
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
