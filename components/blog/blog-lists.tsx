import type { ComponentProps } from 'react'
import { PostsWithSidebar } from '@/components/blog/archive-view'
import { BlogOffers } from '@/components/blog/blog-offers'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { PostCard } from '@/components/blog/post-card'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { type BlogPage, BLOG_PER_PAGE, blogCoupon, postsForPage } from '@/content/blog'
import { pageCount, pageSlice } from '@/lib/pagination'

export const BLOG_LIST = {
  title: 'Blog',
  description:
    'Practical articles for brokers, agents and MGAs: specialty quoting, underwriting, compliance, integrations and growing an agency book.',
  path: '/blog',
}

export const BLOG_GRID = {
  title: 'Blog Grid',
  description:
    'More articles for specialty insurance producers: contractor liability, cyber cross-selling, licensing checklists and quote-to-bind ratios.',
  path: '/blog-grid',
}

/** How many pages a blog list has. */
export function blogPages(list: BlogPage): number {
  return pageCount(postsForPage(list).length, BLOG_PER_PAGE)
}

const EYEBROW = 'Insights for producers'

/** What tells the two lists apart: their route, banner, pager name, card and layout. */
const LISTS: Record<
  'blog-list' | 'blog-grid',
  {
    path: string
    banner: ComponentProps<typeof PageBanner>
    label: string
    card: 'list' | 'grid'
    listClassName: string
    /** The cards of the list's widest row: the first screen of a wide window. */
    firstRow: number
  }
> = {
  'blog-list': {
    path: BLOG_LIST.path,
    banner: {
      title: 'Blog',
      eyebrow: EYEBROW,
      lead: 'Field notes on quoting, underwriting, compliance and technology from the people who build Coverbridge and the brokers who use it.',
    },
    label: 'Blog pages',
    card: 'list',
    listClassName: 'flex flex-col gap-10',
    firstRow: 1,
  },
  'blog-grid': {
    path: BLOG_GRID.path,
    banner: {
      title: 'Blog Grid',
      eyebrow: EYEBROW,
      lead: 'Short, practical reads on placing specialty risk faster and keeping the file clean.',
      crumbs: [{ href: '/blog', label: 'Blog' }, { label: 'Blog Grid' }],
    },
    label: 'Blog grid pages',
    card: 'grid',
    listClassName: 'grid gap-8 md:grid-cols-2',
    firstRow: 2,
  },
}

/** One page of a blog list's post cards with its pager; the first row's pictures ride in the page. */
function PostPages({ list, page }: { list: keyof typeof LISTS; page: number }) {
  const { path, label, card, listClassName, firstRow } = LISTS[list]
  return (
    <PagedList
      label={label}
      slice={pageSlice(postsForPage(list), page, BLOG_PER_PAGE)}
      basePath={path}
      listClassName={listClassName}
      render={(post, index) => <PostCard post={post} variant={card} priority={index < firstRow} />}
    />
  )
}

/** One page of /blog: 4 wide post cards, the pager, the sidebar, the newsletter and coupon boxes. */
export function BlogListView({ page }: { page: number }) {
  return (
    <>
      <PageBanner list {...LISTS['blog-list'].banner} />
      <PostsWithSidebar aside={<BlogSidebar />}>
        <PostPages list="blog-list" page={page} />
      </PostsWithSidebar>
      <BlogOffers offer={blogCoupon} />
    </>
  )
}

/** One page of /blog-grid: 4 post cards two by two and the pager (the search reads the banner only). */
export function BlogGridView({ page }: { page: number }) {
  return (
    <>
      <PageBanner list {...LISTS['blog-grid'].banner} />
      <Container data-pagefind-ignore="all" className="py-12 md:py-20">
        <PostPages list="blog-grid" page={page} />
      </Container>
    </>
  )
}
