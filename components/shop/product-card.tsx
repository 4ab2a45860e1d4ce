import type { ComponentProps } from 'react'
import { Picture } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import { Rating } from '@/components/ui/rating'
import { productPath, type ProductSnapshot } from '@/content/products/client'
import { CartButton } from './cart-button'
import { ProductPrice } from './product-price'
import { WishlistToggle } from './wishlist-toggle'

/**
 * A shop grid card: image, fixed 4-of-5 stars, title, prices, cart action, wishlist heart.
 * Image beside the text on phones (a shorter page), above it from 640 px. The site search leaves
 * cards out: the product is found on its own page. A card of the first row is given its picture
 * as the page carries it (`firstView`, made on the server: see firstScreenSrc), so it paints with
 * the HTML; the others load their file, eagerly when `eager`.
 */
export function ProductCard({
  product,
  eager,
  firstView,
}: {
  product: ProductSnapshot
  eager?: boolean
  firstView?: ComponentProps<typeof Picture>['src']
}) {
  const href = productPath(product.id)
  const titleId = `product-${product.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      data-pagefind-ignore="all"
      className="group relative flex w-full overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-raised sm:flex-col"
    >
      {/* The title link below is the accessible one; the image repeats it for pointer users. */}
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="flex w-28 shrink-0 items-center bg-surface-alt xs:w-36 sm:block sm:w-auto"
      >
        <Picture
          kind="product"
          src={firstView ?? product.photo ?? product.img}
          slot="productCard"
          priority={firstView !== undefined}
          loading={eager || firstView ? 'eager' : 'lazy'}
          className="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <Rating value={4} size={16} className="pt-0.5" />
          <WishlistToggle
            product={product}
            className="-mt-2.5 -mr-2.5 sm:absolute sm:top-3 sm:right-3 sm:m-0"
          />
        </div>
        <h3 id={titleId} className="mt-1 text-base leading-snug font-semibold text-ink sm:text-lg">
          <Link href={href} className="hover:text-accent-strong hover:underline">
            {product.title}
          </Link>
        </h3>
        <ProductPrice product={product} className="mt-2" />
        <div className="mt-auto pt-4 sm:pt-5">
          <CartButton product={product} />
        </div>
      </div>
    </article>
  )
}
