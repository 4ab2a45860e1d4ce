'use client'

import { Img } from '@/components/ui/img'
import { Link } from '@/components/ui/link'
import { useId } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'
import { productPath } from '@/content/products/client'
import { cartTotals, formatMoney, lineTotal, sellingPrice } from '@/lib/price'
import {
  CART_LOAD_FAILED,
  retryCartLoad,
  useCart,
  useCartLoadFailed,
  type CartLine,
} from '@/stores/cart'
import { EmptyState, LoadingState } from './empty-state'

const CLEAR_CONFIRM = 'Are you sure you want to remove all items ?'

const stepClass =
  'inline-flex size-11 items-center justify-center text-lg font-semibold text-navy-800 hover:bg-surface-alt disabled:cursor-not-allowed disabled:text-slate-400'

function LineQuantity({ line }: { line: CartLine }) {
  const add = useCart((state) => state.add)
  const decrement = useCart((state) => state.decrement)
  return (
    <div
      role="group"
      aria-label={`Quantity of ${line.title}`}
      className="inline-flex items-center overflow-hidden rounded-control border border-slate-400"
    >
      <button
        type="button"
        onClick={() => decrement(line.id)}
        disabled={line.orderQuantity <= 1}
        aria-label={`Decrease quantity of ${line.title}`}
        className={stepClass}
      >
        −
      </button>
      <span
        data-testid="line-quantity"
        className="inline-flex min-w-10 justify-center font-semibold text-ink tabular-nums"
      >
        {line.orderQuantity}
      </span>
      <button
        type="button"
        onClick={() => add(line, 1)}
        aria-label={`Increase quantity of ${line.title}`}
        className={stepClass}
      >
        +
      </button>
    </div>
  )
}

function RemoveButton({ line }: { line: CartLine }) {
  const remove = useCart((state) => state.remove)
  return (
    <button
      type="button"
      onClick={() => remove(line.id)}
      aria-label={`Remove ${line.title} from cart`}
      className="inline-flex size-11 items-center justify-center rounded-full text-xl text-muted hover:bg-red-50 hover:text-danger"
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}

function LineProduct({ line }: { line: CartLine }) {
  const href = productPath(line.id)
  return (
    <div className="flex items-center gap-4">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Img
          src={line.img}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-control border border-line bg-surface-alt"
        />
      </Link>
      <Link href={href} className="font-semibold text-ink hover:text-accent-strong hover:underline">
        {line.title}
      </Link>
    </div>
  )
}

/** Coupon box: no logic; submitting neither reloads nor sends anything. */
function CouponBox() {
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

function CartTotals({ items }: { items: CartLine[] }) {
  const totals = cartTotals(items)
  return (
    <section
      aria-labelledby="cart-totals-title"
      className="rounded-card border border-line bg-surface-alt p-6"
    >
      <h2 id="cart-totals-title" className="text-xl font-bold text-ink">
        Cart Totals
      </h2>
      <dl className="mt-4 divide-y divide-line">
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
    </section>
  )
}

/**
 * The cart: a table from md up, stacked cards on phones (the same lines, one markup shown per
 * width), coupon box, clear cart, totals.
 */
export function CartView() {
  const hydrated = useCart((state) => state.hydrated)
  const loadFailed = useCartLoadFailed()
  const items = useCart((state) => state.items)
  const clear = useCart((state) => state.clear)

  const empty = (
    <EmptyState
      title="No Cart Items Found"
      description="Field guides, producer business cards and trade magazines are a click away in the shop."
    >
      <ButtonLink href="/shop" size="lg">
        Back to Shop
      </ButtonLink>
    </EmptyState>
  )
  if (!hydrated) {
    const failure = loadFailed ? { message: CART_LOAD_FAILED.message, retry: retryCartLoad } : null
    return <LoadingState label="Loading your cart…" reserve={empty} failure={failure} />
  }
  if (items.length === 0) return empty

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div>
        <table className="hidden w-full text-left md:table">
          <caption className="sr-only">Products in your cart</caption>
          <thead className="border-b border-line text-sm text-muted">
            <tr>
              <th scope="col" className="pb-3 font-semibold">
                Product
              </th>
              <th scope="col" className="pb-3 font-semibold">
                Price
              </th>
              <th scope="col" className="pb-3 font-semibold">
                Quantity
              </th>
              <th scope="col" className="pb-3 font-semibold">
                Total
              </th>
              <th scope="col" className="pb-3">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((line) => (
              <tr key={line.id} data-testid="cart-row">
                <td className="py-4 pr-4">
                  <LineProduct line={line} />
                </td>
                <td data-testid="unit-price" className="py-4 pr-4 text-ink">
                  {formatMoney(sellingPrice(line))}
                </td>
                <td className="py-4 pr-4">
                  <LineQuantity line={line} />
                </td>
                <td data-testid="line-total" className="py-4 pr-4 font-semibold text-ink">
                  {formatMoney(lineTotal(line))}
                </td>
                <td className="py-4 text-right">
                  <RemoveButton line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <ul className="space-y-4 md:hidden" aria-label="Products in your cart">
          {items.map((line) => (
            <li
              key={line.id}
              data-testid="cart-card"
              className="rounded-card border border-line bg-white p-4"
            >
              <div className="flex items-start justify-between gap-2">
                <LineProduct line={line} />
                <RemoveButton line={line} />
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted">Price</dt>
                  <dd className="font-semibold text-ink">{formatMoney(sellingPrice(line))}</dd>
                </div>
                <div>
                  <dt className="text-muted">Total</dt>
                  <dd className="font-semibold text-ink">{formatMoney(lineTotal(line))}</dd>
                </div>
              </dl>
              <div className="mt-3">
                <LineQuantity line={line} />
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-end sm:justify-between">
          <CouponBox />
          <Button
            variant="ghost"
            onClick={() => {
              if (window.confirm(CLEAR_CONFIRM)) clear()
            }}
            className="text-danger hover:bg-red-50"
          >
            Clear cart
          </Button>
        </div>
      </div>
      <CartTotals items={items} />
    </div>
  )
}
