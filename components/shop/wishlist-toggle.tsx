'use client'

import { buttonClasses } from '@/components/ui/button-classes'
import { cn } from '@/lib/cn'
import type { ProductSnapshot } from '@/content/products/client'
import { useWishlist, wishlistList } from '@/stores/wishlist'
import { HeartIcon } from './heart-icon'

/**
 * Adds the product to the wishlist or takes it out again. The icon form names the
 * product (grid cards); the text form sits beside 'Add to cart' on the details page.
 */
export function WishlistToggle({
  product,
  variant = 'icon',
  className,
}: {
  product: ProductSnapshot
  variant?: 'icon' | 'text'
  className?: string
}) {
  const saved = useWishlist(wishlistList.selectHas(product.id))
  const toggle = useWishlist((state) => state.toggle)

  if (variant === 'text') {
    return (
      <button
        type="button"
        onClick={() => toggle(product)}
        className={cn(buttonClasses('outline', 'lg'), className)}
      >
        <HeartIcon filled={saved} />
        {saved ? 'Remove from wishlist' : 'Add to wishlist'}
      </button>
    )
  }
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      aria-label={
        saved ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`
      }
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-800 shadow-sm transition-colors hover:border-navy-800',
        saved && 'border-danger text-danger hover:border-danger',
        className,
      )}
    >
      <HeartIcon filled={saved} />
    </button>
  )
}
