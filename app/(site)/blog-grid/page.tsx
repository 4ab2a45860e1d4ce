import { PostCard } from '@/components/blog/post-card'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { BLOG_PER_PAGE, postsForPage } from '@/lib/blog'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Blog Grid',
  description:
    'More articles for specialty insurance producers: contractor liability, cyber cross-selling, licensing checklists and quote-to-bind ratios.',
  path: '/blog-grid',
})

export default function BlogGridPage() {
  return (
    <>
      <PageBanner
        title="Blog Grid"
        eyebrow="Insights for producers"
        lead="Short, practical reads on placing specialty risk faster and keeping the file clean."
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: 'Blog Grid' }]}
      />
      <Container className="py-12 md:py-20">
        <PagedList
          label="Blog grid pages"
          perPage={BLOG_PER_PAGE}
          listClassName="grid gap-8 md:grid-cols-2"
          items={postsForPage('blog-grid').map((post, index) => (
            <PostCard key={post.id} post={post} variant="grid" priority={index === 0} />
          ))}
        />
      </Container>
    </>
  )
}
