import { JsonLd } from '@/components/seo/json-ld'
import {
  categoryNames,
  getProductById,
  productJsonLd,
  productPath,
  products,
  shopPromises,
} from '@/content/products'
import { notFound } from 'next/navigation'
import { firstScreenSrc } from '@/lib/inline-image'
import { PageBanner } from '@/components/layout/page-banner'
import { ProductGallery } from '@/components/shop/product-gallery'
import { ProductInfoTabs } from '@/components/shop/product-info-tabs'
import { ProductSummary } from '@/components/shop/product-summary'
import { ShopPromises } from '@/components/shop/shop-promises'
import { Container } from '@/components/ui/container'
import { pageMetadata } from '@/lib/metadata'
import { imageSource, ogImageOf } from '@/lib/images/manifest'

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
    image: ogImageOf(product.related_images[0]) ?? ogImageOf(product.img),
  })
}

export default async function ShopDetailsPage({ params }: Params) {
  const product = getProductById((await params).id)
  if (!product) notFound()

  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <PageBanner
        title={product.title}
        eyebrow={categoryNames[product.category].one}
        crumbs={[{ href: '/shop', label: 'Shop' }, { label: product.title }]}
      />
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <ProductGallery
            images={[...product.related_images].map(imageSource)}
            firstView={firstScreenSrc(product.related_images[0])}
            title={product.title}
          />
          <ProductSummary product={product} />
        </div>

        <ProductInfoTabs product={product} />

        <section aria-label="Our promises" className="mt-16">
          <ShopPromises promises={shopPromises} />
        </section>
      </Container>
    </>
  )
}
