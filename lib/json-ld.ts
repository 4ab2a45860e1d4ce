import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  Product as ProductSchema,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { BlogPost, FaqItem, Product } from '@/content/schemas'
import { isoDate } from '@/lib/dates'
import { sellingPrice } from '@/lib/price'
import { siteConfig } from '@/content/site'
import { absoluteUrl } from '@/lib/metadata'

export type JsonLdData = WithContext<Thing> | Graph

/**
 * The one JSON-LD serialiser. JSON.stringify does not escape '<', so a value holding
 * '</script>' would end the script element: every '<' (and the line separators JSON allows
 * but JavaScript did not) is written as a \u escape.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export type Crumb = { href?: string; label: string }

/**
 * BreadcrumbList for a visible trail. The last crumb is the current page, which schema.org
 * lets us leave without a URL (so the banner needs no knowledge of its own path).
 */
export function breadcrumbJsonLd(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && index < trail.length - 1 ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

export const organizationId = `${siteConfig.siteUrl}/#organization`

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.brand,
    url: `${siteConfig.siteUrl}/`,
    logo: absoluteUrl('/icon.svg'),
    description: siteConfig.description,
    slogan: siteConfig.tagline,
    email: siteConfig.salesEmail,
    telephone: siteConfig.phone,
    address: { '@type': 'PostalAddress', streetAddress: siteConfig.address, addressCountry: 'US' },
    sameAs: siteConfig.social.map((link) => link.href),
  }
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.brand,
    url: `${siteConfig.siteUrl}/`,
    publisher: { '@id': organizationId },
    inLanguage: 'en-US',
  }
}

export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog-details/${post.id}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.img),
    datePublished: isoDate(post.date),
    author: {
      '@type': 'Person',
      name: post.author,
      ...(post.designation ? { jobTitle: post.designation } : {}),
    },
    publisher: { '@id': organizationId },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    wordCount: post.body.join(' ').split(/\s+/).length,
  }
}

export function productJsonLd(product: Product): WithContext<ProductSchema> {
  const ratings = product.reviews.map((review) => review.rating)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.sm_desc,
    image: [product.img, ...product.related_images].map((src) => absoluteUrl(src)),
    sku: `CB-${product.id}`,
    category: product.category,
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/shop-details/${product.id}`),
      priceCurrency: 'USD',
      price: sellingPrice(product).toFixed(2),
      availability:
        product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(ratings.length
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (
              ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
            ).toFixed(1),
            reviewCount: ratings.length,
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

export function faqPageJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.desc },
    })),
  }
}
