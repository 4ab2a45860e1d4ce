import { Section } from '@/components/ui/section'
import type { ShopCard } from '@/content/products/client'
import { ProductCard } from './product-card'

/**
 * Products to look at after this one, drawn by the shop's own cards; below the fold, so their
 * pictures load as they near the viewport and the section is laid out only then.
 */
export function RelatedProducts({ products }: { products: readonly ShopCard[] }) {
  if (!products.length) return null
  return (
    <Section tone="alt" heading={{ id: 'related-products-heading', title: 'Related products' }}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((card) => (
          <li key={card.id} className="flex">
            <ProductCard product={card} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
