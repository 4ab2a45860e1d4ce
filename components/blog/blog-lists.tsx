import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { CouponBox } from '@/components/blog/coupon-box'
import { PostCard } from '@/components/blog/post-card'
import { PageBanner } from '@/components/layout/page-banner'
import { NewsletterBox } from '@/components/marketing/newsletter-box'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { type BlogPage, BLOG_PER_PAGE, postsForPage } from '@/content/blog'
import { pageCount, paginate } from '@/lib/pagination'

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

function pageOf(list: BlogPage, page: number) {
  const posts = postsForPage(list)
  return {
    posts: paginate(posts, page, BLOG_PER_PAGE),
    pages: pageCount(posts.length, BLOG_PER_PAGE),
    offset: (page - 1) * BLOG_PER_PAGE,
  }
}

/**
 * One page of /blog: 4 wide post cards, the pager, the sidebar, the newsletter and coupon boxes.
 * The site search reads the banner only: each post is found on its own page.
 */
export function BlogListView({ page }: { page: number }) {
  const { posts, pages, offset } = pageOf('blog-list', page)
  return (
    <>
      <PageRelLinks basePath={BLOG_LIST.path} page={page} pages={pages} />
      <PageBanner
        list
        title="Blog"
        eyebrow="Insights for producers"
        lead="Field notes on quoting, underwriting, compliance and technology from the people who build Coverbridge and the brokers who use it."
      />
      <Container
        data-pagefind-ignore="all"
        className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]"
      >
        <section aria-label="Articles">
          <PagedList
            label="Blog pages"
            page={page}
            pages={pages}
            offset={offset}
            basePath={BLOG_LIST.path}
            listClassName="flex flex-col gap-10"
            items={posts.map((post, index) => (
              <PostCard key={post.id} post={post} variant="list" priority={index === 0} />
            ))}
          />
        </section>
        <BlogSidebar />
      </Container>
      <Container
        data-pagefind-ignore="all"
        className="grid gap-8 pb-12 md:pb-20 xl:grid-cols-[minmax(0,1fr)_340px]"
      >
        <NewsletterBox layout="banner" />
        <CouponBox />
      </Container>
    </>
  )
}

/** One page of /blog-grid: 4 post cards two by two and the pager (the search reads the banner only). */
export function BlogGridView({ page }: { page: number }) {
  const { posts, pages, offset } = pageOf('blog-grid', page)
  return (
    <>
      <PageRelLinks basePath={BLOG_GRID.path} page={page} pages={pages} />
      <PageBanner
        list
        title="Blog Grid"
        eyebrow="Insights for producers"
        lead="Short, practical reads on placing specialty risk faster and keeping the file clean."
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: 'Blog Grid' }]}
      />
      <Container data-pagefind-ignore="all" className="py-12 md:py-20">
        <PagedList
          label="Blog grid pages"
          page={page}
          pages={pages}
          offset={offset}
          basePath={BLOG_GRID.path}
          listClassName="grid gap-8 md:grid-cols-2"
          items={posts.map((post, index) => (
            <PostCard key={post.id} post={post} variant="grid" priority={index === 0} />
          ))}
        />
      </Container>
    </>
  )
}
