import { readStoredCart } from '@/stores/cart'
import { migrateItems, readStorageValue, STORAGE_VERSION } from '@/stores/persist-storage'
import { readStoredWishlist } from '@/stores/wishlist'
import { cards, catalogue, guide } from './fixtures'

const stored = (items: unknown) => ({ items })

describe('readStorageValue', () => {
  it('reads invalid JSON as nothing stored', () => {
    for (const raw of ['{', 'undefined', "{'a':1}", '[1,2', '']) {
      expect(readStorageValue(raw)).toBeNull()
    }
  })

  it('reads values of the wrong shape as nothing stored', () => {
    for (const raw of ['null', '42', '"cart"', 'true', '{"items":[]}']) {
      expect(readStorageValue(raw)).toBeNull()
    }
  })

  it('reads a bare array (the pre-zustand format) as version 0 so it is migrated', () => {
    expect(readStorageValue('[{"id":1}]')).toEqual({ state: { items: [{ id: 1 }] }, version: 0 })
  })

  it('treats a missing or non-numeric version as 0', () => {
    expect(readStorageValue('{"state":{"items":[]}}')?.version).toBe(0)
    expect(readStorageValue('{"state":{"items":[]},"version":"1"}')?.version).toBe(0)
    expect(readStorageValue(`{"state":{"items":[]},"version":${STORAGE_VERSION}}`)?.version).toBe(
      STORAGE_VERSION,
    )
  })

  it('returns null for a missing key', () => {
    expect(readStorageValue(null)).toBeNull()
  })
})

describe('migrateItems (old versions)', () => {
  it('wraps a bare list', () => {
    expect(migrateItems([{ id: 1 }])).toEqual({ items: [{ id: 1 }] })
  })

  it('reads the list from the old key names', () => {
    expect(migrateItems({ cart_products: [{ id: 2 }] })).toEqual({ items: [{ id: 2 }] })
    expect(migrateItems({ wishlist_items: [{ id: 3 }] })).toEqual({ items: [{ id: 3 }] })
  })

  it('turns anything else into an empty list', () => {
    for (const value of [null, 7, 'x', { items: 'nope' }]) {
      expect(migrateItems(value)).toEqual({ items: [] })
    }
  })
})

describe('readStoredCart', () => {
  it('keeps valid lines and describes them from the catalogue, not from storage', () => {
    const lines = readStoredCart(
      stored([{ id: 1, orderQuantity: 2, title: 'Tampered', price: 0.01, quantity: 9999 }]),
      catalogue,
    )
    expect(lines).toEqual([{ ...guide, orderQuantity: 2 }])
  })

  it('drops items of the wrong shape and keeps the valid ones around them', () => {
    const lines = readStoredCart(
      stored([
        null,
        42,
        'cart',
        [],
        {},
        { id: '1', orderQuantity: 1 },
        { id: 1 },
        { id: 1.5, orderQuantity: 1 },
        { id: -2, orderQuantity: 1 },
        { id: 2, orderQuantity: '2' },
        { id: 2, orderQuantity: null },
        { id: 2, orderQuantity: 2 },
      ]),
      catalogue,
    )
    expect(lines).toEqual([{ ...cards, orderQuantity: 2 }])
  })

  it('returns an empty cart for a stored state of the wrong shape', () => {
    for (const state of [undefined, null, 'x', 5, [], { items: 'x' }, { items: { 0: {} } }]) {
      expect(readStoredCart(state, catalogue)).toEqual([])
    }
  })

  it('clamps negative and zero quantities to 1', () => {
    const lines = readStoredCart(
      stored([
        { id: 1, orderQuantity: -5 },
        { id: 2, orderQuantity: 0 },
      ]),
      catalogue,
    )
    expect(lines.map((line) => line.orderQuantity)).toEqual([1, 1])
  })

  it('clamps huge quantities to the stock', () => {
    const lines = readStoredCart(
      stored([
        { id: 1, orderQuantity: 1e12 },
        { id: 2, orderQuantity: Number.MAX_SAFE_INTEGER },
      ]),
      catalogue,
    )
    expect(lines.map((line) => line.orderQuantity)).toEqual([guide.quantity, cards.quantity])
  })

  it('rounds fractional quantities down (and up to 1)', () => {
    const lines = readStoredCart(
      stored([
        { id: 1, orderQuantity: 2.9 },
        { id: 2, orderQuantity: 0.4 },
      ]),
      catalogue,
    )
    expect(lines.map((line) => line.orderQuantity)).toEqual([2, 1])
  })

  it('drops infinite and NaN quantities (JSON 1e999 parses to Infinity)', () => {
    const value = readStorageValue(
      '{"state":{"items":[{"id":1,"orderQuantity":1e999}]},"version":1}',
    )
    expect(readStoredCart(value?.state, catalogue)).toEqual([])
    expect(readStoredCart(stored([{ id: 1, orderQuantity: Number.NaN }]), catalogue)).toEqual([])
  })

  it('drops unknown ids, out-of-stock products and repeated ids', () => {
    const lines = readStoredCart(
      stored([
        { id: 999, orderQuantity: 1 },
        { id: 3, orderQuantity: 1 },
        { id: 1, orderQuantity: 2 },
        { id: 1, orderQuantity: 5 },
      ]),
      catalogue,
    )
    expect(lines).toEqual([{ ...guide, orderQuantity: 2 }])
  })

  it('never carries script-like strings from storage', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const lines = readStoredCart(
      stored([
        { id: hostile, orderQuantity: 1 },
        { id: 1, orderQuantity: 1, title: hostile, img: 'javascript:alert(1)' },
        { ['__proto__']: { polluted: true }, id: 2, orderQuantity: 1 },
      ]),
      catalogue,
    )
    expect(lines).toEqual([
      { ...guide, orderQuantity: 1 },
      { ...cards, orderQuantity: 1 },
    ])
    expect(JSON.stringify(lines)).not.toContain('alert')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reads a migrated old-format cart (full products with orderQuantity)', () => {
    const legacy = readStorageValue(JSON.stringify([{ ...guide, orderQuantity: 3 }]))
    expect(legacy?.version).toBe(0)
    expect(readStoredCart(migrateItems(legacy?.state), catalogue)).toEqual([
      { ...guide, orderQuantity: 3 },
    ])
  })

  it('drops everything when there is no catalogue to check against', () => {
    expect(readStoredCart(stored([{ id: 1, orderQuantity: 1 }]), [])).toEqual([])
  })
})

describe('readStoredWishlist', () => {
  it('keeps known ids once each, described by the catalogue', () => {
    const items = readStoredWishlist(
      stored([
        { id: 2, title: '<script>alert(1)</script>' },
        { id: 2 },
        { id: 3 },
        { id: 999 },
        { id: 'x' },
        null,
        'wishlist',
        { id: 1.25 },
      ]),
      catalogue,
    )
    expect(items).toEqual([cards, catalogue[2]])
  })

  it('returns an empty list for a stored state of the wrong shape', () => {
    for (const state of [undefined, null, 'x', 5, [], { items: null }]) {
      expect(readStoredWishlist(state, catalogue)).toEqual([])
    }
  })
})
