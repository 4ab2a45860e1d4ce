// @vitest-environment node
// With thousands of products, an author narrows the CMS's products list to one category: one
// filter per category of the schema, and the list grouped by category.
import { describe, expect, it } from 'vitest'
import { cmsCollections } from '@/content/cms'
import { productCategorySchema } from '@/content/products/schema'

type Collection = {
  name: string
  view_filters?: { label: string; field: string; pattern: string }[]
  view_groups?: { label: string; field: string }[]
}
const products = (cmsCollections() as Collection[]).find((c) => c.name === 'products')!

describe("the products list's filters and groups", () => {
  it('has one filter for each category of the schema, matching that category only', () => {
    const categories = productCategorySchema.options
    expect(products.view_filters?.map((filter) => filter.field)).toEqual(
      categories.map(() => 'category'),
    )
    for (const [index, category] of categories.entries()) {
      const filter = products.view_filters![index]!
      expect(filter.label).toBe(`Category: ${category}`)
      const matches = categories.filter((value) => new RegExp(filter.pattern).test(value))
      expect(matches).toEqual([category])
    }
  })

  it('groups the list by category', () => {
    expect(products.view_groups).toEqual([{ label: 'Category', field: 'category' }])
  })

  it('leaves the small collections without filters', () => {
    const faq = (cmsCollections() as Collection[]).find((c) => c.name === 'faq')!
    expect(faq.view_filters).toBeUndefined()
  })
})
