// @vitest-environment node
import {
  categoryNames,
  getProductById,
  products,
  relatedProducts,
  shopCategoryLinks,
  shopCategoryLists,
} from '@/content/products'
import { SHOP_PAGE_SIZE } from '@/content/products/client'

const idsOf = (category: string) =>
  products.filter((product) => product.category === category).map((product) => product.id)

describe('the shop categories as pages', () => {
  it('each is linked by its name in the filter, at its own path', () => {
    expect(shopCategoryLinks).toEqual([
      { category: 'books', label: 'Books', path: '/shop/category/books' },
      { category: 'visiting-card', label: 'Visiting cards', path: '/shop/category/visiting-card' },
      { category: 'magazine', label: 'Magazines', path: '/shop/category/magazine' },
    ])
  })

  it('each lists exactly its products in catalogue order, paged as the shop', () => {
    for (const list of shopCategoryLists()) {
      expect(list.cards.map((card) => card.id)).toEqual(idsOf(list.category))
      expect(list.pages).toBe(Math.max(1, Math.ceil(list.cards.length / SHOP_PAGE_SIZE)))
      expect(list.title).toBe(categoryNames[list.category].title)
      expect(list.slug).toBe(list.category)
    }
  })
})

describe('related products', () => {
  it('four of its category, those after it first, then from the start, never itself', () => {
    for (const product of products) {
      const same = idsOf(product.category)
      const at = same.indexOf(product.id)
      const expected = [...same.slice(at + 1), ...same.slice(0, at)].slice(0, 4)
      expect(
        relatedProducts(product).map((card) => card.id),
        `product ${product.id}`,
      ).toEqual(expected)
      expect(expected).not.toContain(product.id)
    }
    // The last book wraps round to the first books.
    const books = idsOf('books')
    const last = getProductById(books.at(-1)!)!
    expect(relatedProducts(last).map((card) => card.id)).toEqual(books.slice(0, 4))
    expect(relatedProducts(last, 2)).toHaveLength(2)
  })
})
