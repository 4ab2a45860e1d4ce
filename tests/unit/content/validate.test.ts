// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { productSchema } from '@/content/products'
import { parseCollection } from '@/content/shared/validate'

const good = {
  id: 1,
  img: '/images/products/a.svg',
  title: 'Broker Field Guide',
  price: 20,
  discount: 0.1,
  old_price: 25,
  category: 'books',
  quantity: 3,
  sm_desc: 'A guide.',
  related_images: ['/images/products/a.svg', '/images/products/a.svg', '/images/products/a.svg'],
  details: { specifications: 'Paperback', main_features: ['Index'] },
  reviews: [],
}

describe('parseCollection', () => {
  it('returns the parsed items when every item is valid', () => {
    expect(parseCollection('content/data/products.ts', productSchema, [good])).toHaveLength(1)
  })

  it('names the file, the item and the field of a malformed item', () => {
    const bad = { ...good, id: 7, title: 'Carrier Atlas', price: -4 }
    expect(() => parseCollection('content/data/products.ts', productSchema, [good, bad])).toThrow(
      /content\/data\/products\.ts[\s\S]*item 1 \(id 7, "Carrier Atlas"\) field "price"/,
    )
  })

  it('names a nested field and a missing field', () => {
    const bad = {
      ...good,
      related_images: ['/images/a.svg', 'https://cdn.example.com/x.png', '/images/b.svg'],
    }
    const { sm_desc: _omitted, ...missing } = good
    expect(() => parseCollection('f.ts', productSchema, [bad])).toThrow(/field "related_images\.1"/)
    expect(() => parseCollection('f.ts', productSchema, [missing])).toThrow(/field "sm_desc"/)
  })

  it('rejects duplicate ids when asked to', () => {
    expect(() => parseCollection('f.ts', productSchema, [good, good], { uniqueIds: true })).toThrow(
      /item 1 \(id 1, "Broker Field Guide"\) field "id": duplicates an earlier item/,
    )
  })
})
