/** Rounds to cents without the 1.005 -> 1.00 binary drift. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

/**
 * The one price helper: a value minus a percentage, to two decimals.
 * `discount` is a fraction of the price (0.15 = 15 % off), as products store it.
 */
export function discountedAmount(value: number, discount: number): number {
  const fraction = Number.isFinite(discount) ? Math.min(Math.max(discount, 0), 1) : 0
  return roundMoney(value - value * fraction)
}

/** The unit price a product sells at, everywhere it appears. */
export function sellingPrice(product: { price: number; discount: number }): number {
  return discountedAmount(product.price, product.discount)
}

/**
 * '$1,234.50': US grouping and two decimals, the same on the server and in every browser. Done
 * by hand rather than with Intl.NumberFormat, whose first use loads locale data: tens of
 * milliseconds of a phone's main thread on every shop page, for a comma.
 */
export function formatMoney(value: number): string {
  const fixed = roundMoney(value).toFixed(2)
  const whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `$${whole}${fixed.slice(-3)}`
}

export const SHIPPING_COST = 13

export type PricedLine = { price: number; discount: number; orderQuantity: number }

/** One cart line: unit selling price times quantity. */
export function lineTotal(line: PricedLine): number {
  return roundMoney(sellingPrice(line) * line.orderQuantity)
}

export function cartTotals(lines: readonly PricedLine[]) {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + lineTotal(line), 0))
  return { subtotal, shipping: SHIPPING_COST, total: roundMoney(subtotal + SHIPPING_COST) }
}
