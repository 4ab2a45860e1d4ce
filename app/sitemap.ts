import type { MetadataRoute } from 'next'
import { archiveParams, archiveParamsPath } from '@/components/blog/blog-archive'
import { shopCategoryParams, shopCategoryParamsPath } from '@/components/shop/shop-listing'
import { blogPosts, BLOG_PER_PAGE, postsForPage } from '@/content/blog'
import { productPath, products, SHOP_PAGE_SIZE } from '@/content/products'
import { PROJECT_V2_PER_PAGE, portfolioFor } from '@/content/projects'
import { siteUrl } from '@/lib/paths'
import { laterPageParams, pagePath } from '@/lib/pagination'
import { isIndexable, STATIC_ROUTES } from '@/lib/seo'

export const dynamic = 'force-static'

/** Pages 2..N of a list, at their own URLs. */
function laterPages(basePath: string, count: number, perPage: number): string[] {
  return laterPageParams(count, perPage).map(({ page }) => pagePath(basePath, Number(page)))
}

/**
 * Every indexable page: the fixed routes, list pages (every page of each blog category, topic and
 * author, and of each shop category), each post and each product. Nothing noindex.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...STATIC_ROUTES,
    ...laterPages('/blog', postsForPage('blog-list').length, BLOG_PER_PAGE),
    ...laterPages('/blog-grid', postsForPage('blog-grid').length, BLOG_PER_PAGE),
    ...laterPages('/shop', products.length, SHOP_PAGE_SIZE),
    // Filtered out below with its list (a template duplicate), listed so that stays one rule.
    ...laterPages('/project-v2', portfolioFor('portfolio-v3-page').length, PROJECT_V2_PER_PAGE),
    ...archiveParams().map(archiveParamsPath),
    ...shopCategoryParams().map(shopCategoryParamsPath),
    ...blogPosts.map((post) => `/blog-details/${post.id}`),
    ...products.map((product) => productPath(product.id)),
  ].filter(isIndexable)
  return paths.map((path) => ({
    url: siteUrl(path),
    changeFrequency: path.startsWith('/blog') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.6,
  }))
}
