import type { Product as ProductSchema, WithContext } from 'schema-dts'
import { siteUrl } from '@/lib/paths'
import { sellingPrice } from '@/lib/price'
import { siteConfig } from '../site'
import { averageRating, productPath } from './client'
import type { Product } from './schema'
import { pictureUrl } from '@/lib/images/manifest'

export function productJsonLd(product: Product): WithContext<ProductSchema> {
  const average = averageRating(product.reviews)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.sm_desc,
    image: [product.img, ...product.related_images].map((src) => siteUrl(pictureUrl(src))),
    sku: `CB-${product.id}`,
    category: product.category,
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: {
      '@type': 'Offer',
      url: siteUrl(productPath(product.id)),
      priceCurrency: 'USD',
      price: sellingPrice(product).toFixed(2),
      availability:
        product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average.toFixed(1),
            reviewCount: product.reviews.length,
            bestRating: 5,
            worstRating: 0,
          },
          review: product.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            reviewBody: review.review_text,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 0,
            },
          })),
        }
      : {}),
  }
}
