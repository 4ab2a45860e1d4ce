/** The blog domain: posts, their sample comments, lookups and the reader offer beside them. */
import { blogComments } from './comments'
import { commentThreads, type CommentThread } from './comment-threads'
import { blogArchivesOf, newestFirst, relatedAmongNewest, type BlogArchive } from './archives'
import { authorFiles, categoryFiles, readerOffer } from './load'
import { blogArchivePath, type ArchiveKind } from './paths'
import { firstById, firstPlaces } from '@/lib/first-by-id'
import { blogPosts } from './posts'
import type { BlogPage, BlogPost } from './schema'

export * from './schema'
export { blogPosts } from './posts'
export { blogComments, commentLinkProblems } from './comments'
export { blogArchiveJsonLd, blogPostingJsonLd } from './json-ld'
export { blogPostPath, blogArchivePath, archiveKinds, type ArchiveKind } from './paths'
export type { BlogArchive } from './archives'

export { BLOG_PER_PAGE } from './archives'
/** Recent News shows the last 2 'blog-list' posts. */
export const RECENT_NEWS_COUNT = 2

export function postsForPage(page: BlogPage): BlogPost[] {
  return blogPosts.filter((post) => post.page === page)
}

let postsById: Map<number, BlogPost> | undefined

/** The post with this id; the id may come from a URL segment, so only plain digits match. */
export function getPostById(id: number | string): BlogPost | undefined {
  const text = String(id)
  if (!/^\d+$/.test(text)) return undefined
  postsById ??= firstById(blogPosts)
  return postsById.get(Number(text))
}

export function recentNews(): BlogPost[] {
  return postsForPage('blog-list').slice(-RECENT_NEWS_COUNT)
}

// The lists below are made once from the posts loaded with this module and then shared: every
// page of the blog asks for them (its sidebar, its archive), thousands of pages at scale, and
// each was sorting every post again. Nothing changes them.
let categories: { name: string; count: number; path: string }[] | undefined
const archives = new Map<ArchiveKind, BlogArchive[]>()
let inIdOrder: BlogPost[] | undefined
let placeInIdOrder: Map<number, number> | undefined
let newest: BlogPost[] | undefined

/** Every category with its number of posts and its page, alphabetically. */
export function blogCategories(): { name: string; count: number; path: string }[] {
  if (!categories) {
    const counts = new Map<string, number>()
    for (const post of blogPosts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1)
    categories = [...counts]
      .map(([name, count]) => ({ name, count, path: blogArchivePath('category', name) }))
      .sort((a, b) => a.name.localeCompare(b.name))
  }
  return categories
}

/** Every category, topic or author with a post: its page's copy and its posts, newest first. */
export function blogArchives(kind: ArchiveKind): BlogArchive[] {
  let made = archives.get(kind)
  if (!made) {
    made = blogArchivesOf(blogPosts, kind, {
      categories: categoryFiles.items,
      authors: authorFiles.items,
    })
    archives.set(kind, made)
  }
  return made
}

/** The category, topic or author whose page is at this slug. */
export function getBlogArchive(kind: ArchiveKind, slug: string): BlogArchive | undefined {
  return blogArchives(kind).find((archive) => archive.slug === slug)
}

/** Up to three posts to read after this one (content/blog/archives.ts relatedPostsOf). */
export function relatedPosts(post: BlogPost): BlogPost[] {
  return relatedAmongNewest(post, (newest ??= newestFirst(blogPosts)))
}

/** The posts before and after this one in id order (null at either end). */
export function adjacentPosts(id: number): { previous: BlogPost | null; next: BlogPost | null } {
  const ordered = (inIdOrder ??= [...blogPosts].sort((a, b) => a.id - b.id))
  placeInIdOrder ??= firstPlaces(ordered)
  const index = placeInIdOrder.get(id) ?? -1
  if (index < 0) return { previous: null, next: null }
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null }
}

export type { CommentThread } from './comment-threads'

/** The sample comments shown under a post: those of its category, replies nested under their parent. */
export function commentsForPost(post: BlogPost): CommentThread[] {
  return commentThreads(blogComments, post.category)
}

/** Copy of the coupon box beside the blog's newsletter box (a demo: the code is not redeemable). */
export const blogCoupon = readerOffer
