'use client'

import { Link } from '@/components/ui/link'
import { buttonClasses } from '@/components/ui/button-classes'
import { cn } from '@/lib/cn'
import { cartList, useCart } from '@/stores/cart'
import type { ProductSnapshot } from '@/content/products/client'

/** A card's cart action: 'Add to cart' until the product is in the cart, then 'View cart'. */
export function CartButton({
  product,
  className,
}: {
  product: ProductSnapshot
  className?: string
}) {
  const inCart = useCart(cartList.selectHas(product.id))
  const add = useCart((state) => state.add)
  const classes = cn(buttonClasses(inCart ? 'outline' : 'primary', 'md'), 'w-full', className)
  if (inCart) {
    return (
      <Link href="/cart" className={classes}>
        View cart<span className="sr-only">, {product.title} is in your cart</span>
      </Link>
    )
  }
  return (
    <button type="button" onClick={() => add(product)} className={classes}>
      Add to cart<span className="sr-only">: {product.title}</span>
    </button>
  )
}
