import { JsonLd } from '@/components/seo/json-ld'
import {
  categoryNames,
  getProductById,
  productJsonLd,
  productPath,
  products,
  relatedProducts,
  shopPromises,
} from '@/content/products'
import { notFound } from 'next/navigation'
import { ProductDetails } from '@/components/shop/product-details'
import { RelatedProducts } from '@/components/shop/related-products'
import { pageMetadata } from '@/lib/metadata'
import { ogImageOf } from '@/lib/images/manifest'
import { toRender } from '@/lib/shard.mjs'

// Only the 20 products exist: an unknown id is a real 404 on a static host, not a client redirect.
export const dynamicParams = false

export function generateStaticParams() {
  return toRender(products, (product) => productPath(product.id)).map((product) => ({
    id: String(product.id),
  }))
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
    <ProductDetails
      product={product}
      categoryName={categoryNames[product.category].one}
      promises={shopPromises}
      structuredData={<JsonLd data={productJsonLd(product)} />}
      related={<RelatedProducts products={relatedProducts(product)} />}
    />
  )
}
