import type { ReactNode } from 'react'
import { PostArticle } from '@/components/blog/post-article'
import { PostMeta } from '@/components/blog/post-meta'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { Link } from '@/components/ui/link'
import { blogArchivePath } from '@/content/blog/paths'
import type { BlogPost } from '@/content/blog/schema'

/**
 * A post's page under the header: the banner with its title, category and byline, then the
 * article, the links to the posts beside it, the comments, the comment form and the sidebar,
 * then the posts to read next. The byline's category, author and topic lead to their posts. The
 * page and the CMS's preview draw it; the preview has none of what comes from other files.
 */
export function PostView({
  post,
  structuredData,
  nav,
  comments,
  form,
  aside,
  related,
}: {
  post: BlogPost
  /** The page's JSON-LD, first in the page. */
  structuredData?: ReactNode
  nav?: ReactNode
  comments?: ReactNode
  form?: ReactNode
  aside?: ReactNode
  /** The posts to read next, under the post and its sidebar. */
  related?: ReactNode
}) {
  // Each element keeps its place in the tree (one slot each, none wrapped): React numbers
  // useId's ids by their place, and the page's HTML keeps every byte.
  return (
    <>
      {structuredData}
      <PageBanner
        title={post.title}
        eyebrow={
          <Link
            href={blogArchivePath('category', post.category)}
            className="underline decoration-accent/60 underline-offset-4 hover:text-white"
          >
            {post.category}
          </Link>
        }
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: post.title }]}
      >
        <PostMeta post={post} dark linked className="mt-5" />
      </PageBanner>
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-12">
          <PostArticle post={post} />
          {nav}
          {comments}
          {form}
        </div>
        {aside}
      </Container>
      {related}
    </>
  )
}
