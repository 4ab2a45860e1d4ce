'use client'

import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { useCart } from '@/stores/cart'
import type { ProductSnapshot } from '@/content/products/client'
import { WishlistToggle } from './wishlist-toggle'

const stepClass =
  'inline-flex size-11 items-center justify-center text-xl font-semibold text-navy-800 hover:bg-surface-alt disabled:cursor-not-allowed disabled:text-slate-400'

/**
 * Quantity selector (the cart's pending quantity), 'Add to cart' and 'Add to wishlist' on a
 * product page. The pending quantity starts at 1 on every product page.
 */
export function ProductPurchase({ product }: { product: ProductSnapshot }) {
  const quantity = useCart((state) => state.orderQuantity)
  const increment = useCart((state) => state.incrementPending)
  const decrement = useCart((state) => state.decrementPending)
  const reset = useCart((state) => state.resetPending)
  const add = useCart((state) => state.add)

  useEffect(() => {
    reset()
    return reset
  }, [product.id, reset])

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label="Quantity"
        className="inline-flex items-center overflow-hidden rounded-control border border-slate-500"
      >
        <button
          type="button"
          onClick={decrement}
          disabled={quantity <= 1}
          aria-label="Decrease quantity"
          className={stepClass}
        >
          −
        </button>
        <output
          aria-live="polite"
          aria-label="Quantity"
          className="inline-flex min-w-12 justify-center px-2 text-lg font-semibold text-ink tabular-nums"
        >
          {quantity}
        </output>
        <button
          type="button"
          onClick={increment}
          aria-label="Increase quantity"
          className={stepClass}
        >
          +
        </button>
      </div>
      <Button size="lg" onClick={() => add(product)}>
        Add to cart
      </Button>
      <WishlistToggle product={product} variant="text" />
    </div>
  )
}
