import type { ReactNode } from 'react'
import { PostArticle } from '@/components/blog/post-article'
import { PostMeta } from '@/components/blog/post-meta'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import type { BlogPost } from '@/content/blog/schema'

/**
 * A post's page under the header: the banner with its title, category and byline, then the
 * article. What the page adds from other files goes in `more` (links to the posts beside it,
 * comments, the comment form) and `aside` (the sidebar). The page and the CMS's preview draw it.
 */
export function PostView({
  post,
  more,
  aside,
}: {
  post: BlogPost
  more?: ReactNode
  aside?: ReactNode
}) {
  return (
    <>
      <PageBanner
        title={post.title}
        eyebrow={post.category}
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: post.title }]}
      >
        <PostMeta post={post} dark className="mt-5" />
      </PageBanner>
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-12">
          <PostArticle post={post} />
          {more}
        </div>
        {aside}
      </Container>
    </>
  )
}
