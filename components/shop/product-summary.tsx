import { ProductPrice } from '@/components/shop/product-price'
import { ProductPurchase } from '@/components/shop/product-purchase'
import { Icon } from '@/components/ui/icon'
import { Rating } from '@/components/ui/rating'
import { averageRating, toSnapshot, type Product } from '@/content/products/client'

/**
 * The details page's summary beside the gallery: rating, price, stock, purchase, highlights. The
 * site search reads the description and the highlights; rating, stock and the purchase controls
 * stay out of its excerpts.
 */
export function ProductSummary({ product }: { product: Product }) {
  const average = averageRating(product.reviews)
  return (
    <div>
      {average === null ? null : (
        <p data-pagefind-ignore className="flex items-center gap-2 text-sm text-muted">
          <Rating value={average} size={18} />
          <span>
            {product.reviews.length} {product.reviews.length === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
      <ProductPrice product={product} size="lg" className="mt-4" />
      <p className="mt-5 text-lg text-muted">{product.sm_desc}</p>
      <dl data-pagefind-ignore className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex gap-2">
          <dt className="text-muted">Availability:</dt>
          <dd className="font-semibold text-success">In Stock</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Stock</dt>
          <dd className="font-semibold text-ink">{product.quantity} Piece Available</dd>
        </div>
      </dl>
      <div data-pagefind-ignore className="mt-8 border-t border-line pt-8">
        <ProductPurchase product={toSnapshot(product)} />
      </div>
      <h2 className="mt-10 text-base font-semibold text-ink">Highlights</h2>
      <ul className="mt-3 space-y-2 text-muted">
        {product.details.main_features.slice(0, 3).map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="check" size={20} className="mt-0.5 shrink-0 text-accent-strong" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
