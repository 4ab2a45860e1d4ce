import { JsonLd } from '@/components/seo/json-ld'
import {
  averageRating,
  categoryLabels,
  getProductById,
  productJsonLd,
  productPath,
  products,
  shopPromises,
  toSnapshot,
} from '@/content/products'
import { notFound } from 'next/navigation'
import { PageBanner } from '@/components/layout/page-banner'
import { ProductGallery } from '@/components/shop/product-gallery'
import { ProductPrice } from '@/components/shop/product-price'
import { ProductPurchase } from '@/components/shop/product-purchase'
import { ProductReviews } from '@/components/shop/product-reviews'
import { ShopPromises } from '@/components/shop/shop-promises'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { Rating } from '@/components/ui/rating'
import { Tabs } from '@/components/ui/tabs'
import { pageMetadata } from '@/lib/metadata'

// Only the 20 products exist: an unknown id is a real 404 on a static host, not a client redirect.
export const dynamicParams = false

export function generateStaticParams() {
  return products.map((product) => ({ id: String(product.id) }))
}

type Params = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Params) {
  const product = getProductById((await params).id)
  if (!product) return {}
  return pageMetadata({
    title: product.title,
    description: product.sm_desc,
    path: productPath(product.id),
  })
}

export default async function ShopDetailsPage({ params }: Params) {
  const product = getProductById((await params).id)
  if (!product) notFound()
  const average = averageRating(product.reviews)

  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <PageBanner
        title={product.title}
        eyebrow={categoryLabels[product.category].one}
        crumbs={[{ href: '/shop', label: 'Shop' }, { label: product.title }]}
      />
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <ProductGallery images={product.related_images} title={product.title} />
          <div>
            {average === null ? null : (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Rating value={average} size={18} />
                <span>
                  {product.reviews.length} {product.reviews.length === 1 ? 'review' : 'reviews'}
                </span>
              </p>
            )}
            <ProductPrice product={product} size="lg" className="mt-4" />
            <p className="mt-5 text-lg text-muted">{product.sm_desc}</p>
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted">Availability:</dt>
                <dd className="font-semibold text-success">In Stock</dd>
              </div>
              <div className="flex gap-2">
                <dt className="sr-only">Stock</dt>
                <dd className="font-semibold text-ink">{product.quantity} Piece Available</dd>
              </div>
            </dl>
            <div className="mt-8 border-t border-line pt-8">
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
        </div>

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

        <section aria-label="Our promises" className="mt-16">
          <ShopPromises promises={shopPromises} />
        </section>
      </Container>
    </>
  )
}
