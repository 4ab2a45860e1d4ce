import type { MetadataRoute } from 'next'
import { blogPosts } from '@/content/blog'
import { products } from '@/content/products'
import { absoluteUrl } from '@/lib/metadata'
import { isIndexable, STATIC_ROUTES } from '@/lib/seo'

export const dynamic = 'force-static'

/** Every indexable page: the fixed routes, each blog post and each product. Nothing noindex. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...STATIC_ROUTES,
    ...blogPosts.map((post) => `/blog-details/${post.id}`),
    ...products.map((product) => `/shop-details/${product.id}`),
  ].filter(isIndexable)
  return paths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/blog') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.6,
  }))
}
