import { cn } from '@/lib/cn'
import { formatMoney, sellingPrice } from '@/lib/price'

/** Selling price, and the old price struck through when it is higher (never in search excerpts). */
export function ProductPrice({
  product,
  size = 'md',
  className,
}: {
  product: { price: number; discount: number; old_price?: number }
  size?: 'md' | 'lg'
  className?: string
}) {
  const selling = sellingPrice(product)
  const old =
    product.old_price !== undefined && product.old_price > selling ? product.old_price : null
  return (
    <p data-pagefind-ignore className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        data-testid="selling-price"
        className={cn('font-bold text-ink', size === 'lg' ? 'text-3xl' : 'text-lg')}
      >
        {formatMoney(selling)}
      </span>
      {old === null ? null : (
        <del className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">was </span>
          {formatMoney(old)}
        </del>
      )}
    </p>
  )
}
