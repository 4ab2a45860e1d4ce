'use client'

import { SavedListState } from '@/components/shop/empty-state'
import { cn } from '@/lib/cn'
import { cartTotals, formatMoney, lineTotal } from '@/lib/price'
import { cartList } from '@/stores/cart'

/** The cart in the checkout's Order Details panel: lines, subtotal, shipping, total. */
export function OrderSummary() {
  const { items, failure } = cartList.useSaved()
  if (!items || items.length === 0) {
    return (
      <SavedListState label="Loading your order…" loading={!items} failure={failure}>
        <p className="rounded-control bg-white p-4 text-center text-muted">No cart product</p>
      </SavedListState>
    )
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
        {[
          { label: 'Subtotal', value: totals.subtotal, testId: 'order-subtotal', first: true },
          { label: 'Shipping', value: totals.shipping },
          { label: 'Total', value: totals.total, testId: 'order-total', strong: true },
        ].map((row) => (
          <tr key={row.label} className={row.strong ? 'text-base' : undefined}>
            <th
              scope="row"
              className={cn(
                row.first ? 'pt-3' : 'pt-2',
                row.strong ? 'font-bold text-ink' : 'font-normal text-muted',
              )}
            >
              {row.label}
            </th>
            <td
              data-testid={row.testId}
              className={cn(
                row.first ? 'pt-3' : 'pt-2',
                'text-right text-ink',
                row.strong ? 'font-bold' : 'font-semibold',
              )}
            >
              {formatMoney(row.value)}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  )
}
