'use client'

import { LoadingState } from '@/components/shop/empty-state'
import { cartTotals, formatMoney, lineTotal } from '@/lib/price'
import { CART_LOAD_FAILED, retryCartLoad, useCart, useCartLoadFailed } from '@/stores/cart'

/** The cart in the checkout's Order Details panel: lines, subtotal, shipping, total. */
export function OrderSummary() {
  const hydrated = useCart((state) => state.hydrated)
  const loadFailed = useCartLoadFailed()
  const items = useCart((state) => state.items)
  if (!hydrated) {
    const failure = loadFailed ? { message: CART_LOAD_FAILED.message, retry: retryCartLoad } : null
    return <LoadingState label="Loading your order…" failure={failure} />
  }
  if (items.length === 0) {
    return <p className="rounded-control bg-white p-4 text-center text-muted">No cart product</p>
  }
  const totals = cartTotals(items)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your order</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="pb-2 font-semibold">
            Product
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((line) => (
          <tr key={line.id}>
            <td className="py-3 pr-3 text-ink">
              {line.title}{' '}
              <span className="whitespace-nowrap text-muted">× {line.orderQuantity}</span>
            </td>
            <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
              {formatMoney(lineTotal(line))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-line">
        <tr>
          <th scope="row" className="pt-3 font-normal text-muted">
            Subtotal
          </th>
          <td data-testid="order-subtotal" className="pt-3 text-right font-semibold text-ink">
            {formatMoney(totals.subtotal)}
          </td>
        </tr>
        <tr>
          <th scope="row" className="pt-2 font-normal text-muted">
            Shipping
          </th>
          <td className="pt-2 text-right font-semibold text-ink">{formatMoney(totals.shipping)}</td>
        </tr>
        <tr className="text-base">
          <th scope="row" className="pt-2 font-bold text-ink">
            Total
          </th>
          <td data-testid="order-total" className="pt-2 text-right font-bold text-ink">
            {formatMoney(totals.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
