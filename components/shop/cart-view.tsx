'use client'

import { Button, ButtonLink } from '@/components/ui/button'
import { formatMoney, lineTotal, sellingPrice } from '@/lib/price'
import { cartList, useCart, type CartLine } from '@/stores/cart'
import { CartTotals, CouponBox } from './cart-summary'
import { EmptyState, SavedListState } from './empty-state'
import { LineList, LineProduct, RemoveLineButton, type LineColumn } from './line-list'

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
      className="inline-flex items-center overflow-hidden rounded-control border border-slate-500"
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
  return <RemoveLineButton item={line} from="cart" symbol="×" onRemove={remove} />
}

const cartColumns: LineColumn<CartLine>[] = [
  { header: 'Product', cell: (line) => <LineProduct item={line} /> },
  {
    header: 'Price',
    cell: (line) => formatMoney(sellingPrice(line)),
    cellClassName: 'py-4 pr-4 text-ink',
    testId: 'unit-price',
  },
  { header: 'Quantity', cell: (line) => <LineQuantity line={line} /> },
  {
    header: 'Total',
    cell: (line) => formatMoney(lineTotal(line)),
    cellClassName: 'py-4 pr-4 font-semibold text-ink',
    testId: 'line-total',
  },
  {
    header: <span className="sr-only">Remove</span>,
    headerClassName: 'pb-3',
    cell: (line) => <RemoveButton line={line} />,
    cellClassName: 'py-4 text-right',
  },
]

function CartCard({ line }: { line: CartLine }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <LineProduct item={line} />
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
    </>
  )
}

/**
 * The cart: a table from md up, stacked cards on phones (the same lines, one markup shown per
 * width), coupon box, clear cart, totals.
 */
export function CartView() {
  const { items, failure } = cartList.useSaved()
  const clear = useCart((state) => state.clear)

  if (!items || items.length === 0) {
    return (
      <SavedListState label="Loading your cart…" loading={!items} failure={failure}>
        <EmptyState
          title="No Cart Items Found"
          description="Field guides, producer business cards and trade magazines are a click away in the shop."
        >
          <ButtonLink href="/shop" size="lg">
            Back to Shop
          </ButtonLink>
        </EmptyState>
      </SavedListState>
    )
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div>
        <LineList
          label="Products in your cart"
          items={items}
          columns={cartColumns}
          rowTestId="cart-row"
          card={(line) => <CartCard line={line} />}
          cardTestId="cart-card"
        />

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
