import { slugOf } from '@/lib/slug'

/** The page of one post. */
export function blogPostPath(id: number): string {
  return `/blog-details/${id}`
}

/** What a post is filed under, each with a paged list of its own. */
export const archiveKinds = ['category', 'topic', 'author'] as const
export type ArchiveKind = (typeof archiveKinds)[number]

/**
 * The first page of the posts of one category, topic or author, by its name as the posts spell
 * it ('/blog/category/distribution'); later pages follow at '{path}/page/{n}' as /blog's do.
 */
export function blogArchivePath(kind: ArchiveKind, name: string): string {
  return `/blog/${kind}/${slugOf(name)}`
}
