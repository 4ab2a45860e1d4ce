import { ProductReviews } from '@/components/shop/product-reviews'
import { Tabs } from '@/components/ui/tabs'
import type { Product } from '@/content/products'

/** Description, technical information and reviews of a product, as tabs. */
export function ProductInfoTabs({ product }: { product: Product }) {
  return (
    <section aria-label="Product information" className="mt-16">
      <Tabs
        label="Product information"
        items={[
          {
            key: 'description',
            label: 'Description',
            content: <p className="prose-copy">{product.sm_desc}</p>,
          },
          {
            key: 'technical',
            label: 'Technical Info',
            content: (
              <div className="prose-copy">
                <h2 className="mt-0">Specifications</h2>
                <p>{product.details.specifications}</p>
                <h2>Main features</h2>
                <ul className="list-disc space-y-2 pl-5">
                  {product.details.main_features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>
            ),
          },
          {
            key: 'feedback',
            label: 'Feedback',
            content: <ProductReviews reviews={product.reviews} title={product.title} />,
          },
        ]}
      />
    </section>
  )
}
