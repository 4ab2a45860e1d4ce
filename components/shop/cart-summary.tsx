import { useId } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { Panel } from '@/components/ui/panel'
import { cn } from '@/lib/cn'
import { cartTotals, formatMoney } from '@/lib/price'
import type { CartLine } from '@/stores/cart'

/** Coupon box: no logic; submitting neither reloads nor sends anything. */
export function CouponBox() {
  const id = useId()
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="sm:w-64">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
          Coupon code
        </label>
        <input id={id} name="coupon" autoComplete="off" className={inputClasses} />
      </div>
      <Button type="submit" variant="outline">
        Apply coupon
      </Button>
    </form>
  )
}

export function CartTotals({ items }: { items: CartLine[] }) {
  const totals = cartTotals(items)
  return (
    <Panel id="cart-totals-title" title="Cart Totals">
      <dl className="divide-y divide-line">
        {[
          { label: 'Subtotal', value: totals.subtotal, testId: 'cart-subtotal', strong: false },
          { label: 'Shipping', value: totals.shipping, testId: 'cart-shipping', strong: false },
          { label: 'Total', value: totals.total, testId: 'cart-total', strong: true },
        ].map((row) => (
          <div key={row.label} className={cn('flex justify-between py-3', row.strong && 'text-lg')}>
            <dt className={row.strong ? 'font-bold text-ink' : 'text-muted'}>{row.label}</dt>
            <dd
              data-testid={row.testId}
              className={cn('text-ink', row.strong ? 'font-bold' : 'font-semibold')}
            >
              {formatMoney(row.value)}
            </dd>
          </div>
        ))}
      </dl>
      <ButtonLink href="/checkout" size="lg" className="mt-4 w-full">
        Proceed to Checkout
      </ButtonLink>
    </Panel>
  )
}
