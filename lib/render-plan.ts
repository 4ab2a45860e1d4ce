/**
 * Every page made from content (a route with generateStaticParams) and what it shows: the build
 * renders again only the pages whose inputs changed since the last export and puts the others
 * back from it (scripts/lib/export/render/). A page's inputs are what it draws from the products
 * and posts: the records it shows, in the form its route hands them to its view. Everything else
 * a page is made from (the code, the copy files, the pictures, the environment) is one fingerprint
 * for the whole site: when it changes, every page is rendered.
 *
 * So a route that starts showing more of the catalogue (another product's card, a count) says so
 * here, or an incremental build leaves its pages as they were: `node scripts/check-incremental.mjs`
 * builds after an edit of each kind both ways and compares the exports, and a full build checks
 * that the paths here are exactly the pages Next rendered.
 */
import { archiveLists, archiveParams, archiveParamsPath } from '@/components/blog/blog-archive'
import { BLOG_GRID, BLOG_LIST, blogPages } from '@/components/blog/blog-lists'
import { PROJECT_V2 } from '@/components/projects/project-v2-view'
import {
  SHOP_LIST,
  shopCategoryParams,
  shopCategoryParamsPath,
  shopPages,
} from '@/components/shop/shop-listing'
import {
  adjacentPosts,
  archiveKinds,
  BLOG_PER_PAGE,
  blogCategories,
  blogPostPath,
  blogPosts,
  postsForPage,
  recentNews,
  relatedPosts,
  type BlogPage,
} from '@/content/blog'
import {
  defaultShopQuery,
  productPath,
  products,
  relatedProducts,
  shopCards,
  shopCategoryLists,
  shopPage,
} from '@/content/products'
import { projectV2Pages } from '@/content/projects'
import { pageOfMany } from '@/lib/list-pages'
import { ogCardPath, ogCards } from '@/lib/og-cards'
import { pagePath, pageSlice, paramsAfterFirst } from '@/lib/pagination'

/** One page made from content: its path, and what it shows from the catalogue and the blog. */
export type PlannedPage = { path: string; inputs: unknown }

/** The blog's sidebar, on every post and blog list page: the newest posts, the categories' counts. */
const sidebar = () => ({ recent: recentNews(), categories: blogCategories() })

/** Pages 2.. of a list whose first page is a fixed route. */
function laterPages(basePath: string, pages: number, inputsOf: (page: number) => unknown) {
  return paramsAfterFirst(pages).map(({ page }) => ({
    path: pagePath(basePath, Number(page)),
    inputs: inputsOf(Number(page)),
  }))
}

const shopPageOf = (cards: typeof shopCards, page: number) =>
  shopPage(cards, { ...defaultShopQuery, page: String(page) })

/** Pages 2.. of /blog or /blog-grid: their slice of the list's posts, and the sidebar if shown. */
function blogListPages(list: BlogPage, basePath: string, aside: unknown): PlannedPage[] {
  const posts = postsForPage(list)
  return laterPages(basePath, blogPages(list), (page) => ({
    slice: pageSlice(posts, page, BLOG_PER_PAGE),
    aside,
  }))
}

/** Every page made from content, in no particular order, each with its inputs. */
export function renderPlan(): PlannedPage[] {
  const shared = sidebar()
  const pages: PlannedPage[] = []
  for (const product of products) {
    pages.push({
      path: productPath(product.id),
      inputs: { product, related: relatedProducts(product) },
    })
  }
  pages.push(...laterPages(SHOP_LIST.path, shopPages(), (page) => shopPageOf(shopCards, page)))
  const categories = shopCategoryLists()
  for (const params of shopCategoryParams()) {
    const found = pageOfMany(categories, params.list)
    if (!found) continue
    const { cards, ...copy } = found.list
    pages.push({
      path: shopCategoryParamsPath(params),
      inputs: { copy, result: shopPageOf(cards, found.page) },
    })
  }
  for (const post of blogPosts) {
    pages.push({
      path: blogPostPath(post.id),
      inputs: { post, adjacent: adjacentPosts(post.id), related: relatedPosts(post), shared },
    })
  }
  pages.push(...blogListPages('blog-list', BLOG_LIST.path, shared))
  pages.push(...blogListPages('blog-grid', BLOG_GRID.path, null))
  const archives = new Map(archiveKinds.map((kind) => [kind, archiveLists(kind)]))
  for (const params of archiveParams()) {
    const found = pageOfMany(archives.get(params.kind) ?? [], params.list)
    if (!found) continue
    const { posts, ...copy } = found.list
    pages.push({
      path: archiveParamsPath(params),
      inputs: { copy, slice: pageSlice(posts, found.page, BLOG_PER_PAGE), shared },
    })
  }
  // The projects are copy files: only the site's fingerprint changes them.
  pages.push(...laterPages(PROJECT_V2.path, projectV2Pages(), () => null))
  for (const [image, card] of ogCards()) pages.push({ path: ogCardPath(image), inputs: card })
  return pages
}
