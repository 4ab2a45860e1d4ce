/** The blog domain: posts, their sample comments, lookups and the reader offer beside them. */
import { blogComments } from './comments'
import { commentThreads, type CommentThread } from './comment-threads'
import { readerOffer } from './load'
import { blogPosts } from './posts'
import type { BlogPage, BlogPost } from './schema'

export * from './schema'
export { blogPosts } from './posts'
export { blogComments, commentLinkProblems } from './comments'
export { blogPostingJsonLd } from './json-ld'
export { blogPostPath } from './paths'

/** Posts per page on /blog and /blog-grid. */
export const BLOG_PER_PAGE = 4
/** Recent News shows the last 2 'blog-list' posts. */
export const RECENT_NEWS_COUNT = 2

export function postsForPage(page: BlogPage): BlogPost[] {
  return blogPosts.filter((post) => post.page === page)
}

/** The post with this id; the id may come from a URL segment, so only plain digits match. */
export function getPostById(id: number | string): BlogPost | undefined {
  const text = String(id)
  if (!/^\d+$/.test(text)) return undefined
  const wanted = Number(text)
  return blogPosts.find((post) => post.id === wanted)
}

export function recentNews(): BlogPost[] {
  return postsForPage('blog-list').slice(-RECENT_NEWS_COUNT)
}

/** Every category with its number of posts, alphabetically. */
export function blogCategories(): { name: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of blogPosts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1)
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The posts before and after this one in id order (null at either end). */
export function adjacentPosts(id: number): { previous: BlogPost | null; next: BlogPost | null } {
  const ordered = [...blogPosts].sort((a, b) => a.id - b.id)
  const index = ordered.findIndex((post) => post.id === id)
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
