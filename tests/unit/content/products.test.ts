// @vitest-environment node
import { existsSync } from 'node:fs'
import path from 'node:path'
import { rawProducts, productSchema } from '@/content/products'
import { parseCollection } from '@/content/shared/validate'

const products = parseCollection('content/data/products.ts', productSchema, rawProducts, {
  uniqueIds: true,
})

describe('sample products', () => {
  it('has 20 valid products with ids 1 to 20 in order', () => {
    expect(products).toHaveLength(20)
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('covers every shop category', () => {
    const categories = new Set(products.map((p) => p.category))
    for (const category of ['books', 'visiting-card', 'magazine'] as const) {
      expect(categories).toContain(category)
    }
  })

  it('has exactly one out-of-stock product, id 3', () => {
    const outOfStock = products.filter((p) => p.quantity === 0)
    expect(outOfStock.map((p) => p.id)).toEqual([3])
  })

  it('has a product with low stock (2 to 5 units)', () => {
    expect(products.some((p) => p.quantity >= 2 && p.quantity <= 5)).toBe(true)
  })

  it('has discounted products whose old price is above the discounted price', () => {
    const discounted = products.filter((p) => p.discount > 0)
    expect(discounted.length).toBeGreaterThan(0)
    for (const p of discounted) {
      expect(p.old_price).toBeGreaterThan(p.price * (1 - p.discount))
    }
  })

  it('has at least one product with a review rated above 3', () => {
    expect(products.some((p) => p.reviews.some((r) => r.rating > 3))).toBe(true)
  })

  it('uses unique review ids within each product', () => {
    for (const p of products) {
      const ids = p.reviews.map((r) => r.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('references only images that exist under public/', () => {
    const paths = products.flatMap((p) => [
      p.img,
      ...p.related_images,
      ...p.reviews.map((r) => r.user),
    ])
    const missing = [...new Set(paths)].filter(
      (p) => !existsSync(path.join(process.cwd(), 'public', p)),
    )
    expect(missing).toEqual([])
  })
})
