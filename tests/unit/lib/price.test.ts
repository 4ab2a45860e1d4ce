// @vitest-environment node
import {
  cartTotals,
  discountedAmount,
  formatMoney,
  lineTotal,
  roundMoney,
  sellingPrice,
  SHIPPING_COST,
} from '@/lib/price'

describe('price helper', () => {
  it('takes the discount fraction off the price, to two decimals', () => {
    expect(discountedAmount(42, 0.1)).toBe(37.8)
    expect(discountedAmount(36.5, 0.15)).toBe(31.03)
    expect(discountedAmount(19.99, 0)).toBe(19.99)
  })

  it('never goes below zero or above the price for odd discounts', () => {
    expect(discountedAmount(10, 1.5)).toBe(0)
    expect(discountedAmount(10, -0.2)).toBe(10)
    expect(discountedAmount(10, Number.NaN)).toBe(10)
  })

  it('rounds half cents up without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(0.1 + 0.2)).toBe(0.3)
  })

  it('sellingPrice reads price and discount from a product', () => {
    expect(sellingPrice({ price: 64, discount: 0.2 })).toBe(51.2)
  })
})

describe('formatMoney', () => {
  it('prefixes $ and always shows two decimals, en-US grouping', () => {
    expect(formatMoney(13)).toBe('$13.00')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(0)).toBe('$0.00')
  })

  it('groups every three digits and rounds to cents like the rest of the helper', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
    expect(formatMoney(999.995)).toBe('$1,000.00')
    expect(formatMoney(1.005)).toBe('$1.01')
    expect(formatMoney(-1234.5)).toBe('$-1,234.50')
  })

  it('writes what en-US Intl formatting writes, for every cent value tried', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    for (let cents = 0; cents < 2_000_000; cents += 997) {
      const value = cents / 100
      expect(formatMoney(value)).toBe(`$${intl.format(value)}`)
    }
  })
})

describe('cartTotals', () => {
  it('sums unit selling price times quantity and adds flat 13.00 shipping', () => {
    const totals = cartTotals([
      { price: 42, discount: 0.1, orderQuantity: 2 },
      { price: 14.99, discount: 0, orderQuantity: 3 },
    ])
    expect(totals.subtotal).toBe(120.57)
    expect(totals.shipping).toBe(SHIPPING_COST)
    expect(SHIPPING_COST).toBe(13)
    expect(totals.total).toBe(133.57)
  })
})

describe('lineTotal', () => {
  it('is the selling price times the quantity, to the cent', () => {
    expect(lineTotal({ price: 36.5, discount: 0.15, orderQuantity: 3 })).toBe(93.09)
    expect(lineTotal({ price: 14.99, discount: 0, orderQuantity: 1 })).toBe(14.99)
  })
})
