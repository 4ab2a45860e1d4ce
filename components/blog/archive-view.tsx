import type { ReactNode } from 'react'
import { PostCard } from '@/components/blog/post-card'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { BLOG_PER_PAGE, type BlogArchive } from '@/content/blog/archives'
import type { ArchiveKind } from '@/content/blog/paths'
import { pageSlice } from '@/lib/pagination'

/**
 * A page of posts beside the blog's sidebar (`aside`), as /blog and each category's, topic's and
 * author's pages draw them. The site search reads the page's banner only: each post is found on
 * its own page.
 */
export function PostsWithSidebar({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Container
      data-pagefind-ignore="all"
      className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]"
    >
      <section aria-label="Articles">{children}</section>
      {aside}
    </Container>
  )
}

const EYEBROWS: Record<ArchiveKind, string> = { category: 'Category', topic: 'Topic', author: '' }

/**
 * One page of a category's, topic's or author's posts, newest first: its heading and lead (above
 * an author's name, their designation), the wide post cards of /blog with the one pager, and the
 * sidebar. The page and the CMS's preview draw it.
 */
export function BlogArchiveView({
  archive,
  page,
  structuredData,
  aside,
}: {
  archive: BlogArchive
  page: number
  /** The page's JSON-LD, first in the page. */
  structuredData?: ReactNode
  aside?: ReactNode
}) {
  return (
    <>
      {structuredData}
      <PageBanner
        list
        title={archive.title}
        eyebrow={archive.designation ?? EYEBROWS[archive.kind]}
        lead={archive.intro}
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: archive.title }]}
      />
      <PostsWithSidebar aside={aside}>
        <PagedList
          label={`${archive.title} pages`}
          slice={pageSlice(archive.posts, page, BLOG_PER_PAGE)}
          basePath={archive.path}
          listClassName="flex flex-col gap-10"
          render={(post, index) => <PostCard post={post} variant="list" priority={index < 1} />}
        />
      </PostsWithSidebar>
    </>
  )
}
