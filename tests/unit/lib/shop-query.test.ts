// @vitest-environment node
import {
  shopCards,
  filterCards,
  parseShopQuery,
  SHOP_PAGE_SIZE,
  shopHref,
  shopPage,
  showingText,
  sortCards,
} from '@/content/products'
import { sellingPrice } from '@/lib/price'

const query = (search: string) => parseShopQuery(new URLSearchParams(search))

describe('shop query', () => {
  it('reads sort, filter and page from the URL, falling back on unknown values', () => {
    expect(query('sort=price-desc&filter=books&page=2')).toEqual({
      sort: 'price-desc',
      filter: 'books',
      page: '2',
    })
    expect(query('sort=<script>&filter=everything')).toEqual({
      sort: 'default',
      filter: 'all',
      page: null,
    })
  })

  it('builds shop URLs without the defaults', () => {
    expect(shopHref({ sort: 'default', filter: 'all', page: null })).toBe('/shop')
    expect(shopHref({ sort: 'price-asc', filter: 'magazine', page: '2' })).toBe(
      '/shop?sort=price-asc&filter=magazine&page=2',
    )
  })
})

describe('shop filters', () => {
  it('filters by category', () => {
    for (const category of ['books', 'visiting-card', 'magazine'] as const) {
      const found = filterCards(shopCards, category)
      expect(found.length).toBeGreaterThan(0)
      expect(found.every((card) => card.category === category)).toBe(true)
    }
  })

  it("'trending' keeps products with any review rated above 3", () => {
    const found = filterCards(shopCards, 'trending')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(shopCards.length)
    expect(found.every((card) => card.trending)).toBe(true)
  })

  it("'new' keeps the last 10 products", () => {
    expect(filterCards(shopCards, 'new').map((card) => card.id)).toEqual(
      shopCards.slice(-10).map((card) => card.id),
    )
  })
})

describe('shop sorting and pages', () => {
  it('sorts by selling price both ways', () => {
    const asc = sortCards(shopCards, 'price-asc').map(sellingPrice)
    const desc = sortCards(shopCards, 'price-desc').map(sellingPrice)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
  })

  it('shows 9 per page with the Showing header of the real numbers', () => {
    const first = shopPage(shopCards, query(''))
    expect(first.items).toHaveLength(SHOP_PAGE_SIZE)
    expect(showingText(first)).toBe('Showing 1–9 of 20 results')
    const third = shopPage(shopCards, query('page=3'))
    expect(third.items).toHaveLength(2)
    expect(showingText(third)).toBe('Showing 19–20 of 20 results')
  })

  it('clamps a page past the end to the last page', () => {
    expect(shopPage(shopCards, query('page=99')).page).toBe(3)
    expect(shopPage(shopCards, query('page=abc')).page).toBe(1)
  })

  it('counts the filtered results', () => {
    const books = shopPage(shopCards, query('filter=books'))
    expect(showingText(books)).toBe(`Showing 1–${books.total} of ${books.total} results`)
    expect(showingText({ first: 0, last: -1, total: 0 })).toBe('Showing 0 results')
  })
})
