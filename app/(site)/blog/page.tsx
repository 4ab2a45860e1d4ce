import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { NewsletterBox } from '@/components/marketing/newsletter-box'
import { PostCard } from '@/components/blog/post-card'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { BLOG_PER_PAGE, postsForPage } from '@/lib/blog'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Blog',
  description:
    'Practical articles for brokers, agents and MGAs: specialty quoting, underwriting, compliance, integrations and growing an agency book.',
  path: '/blog',
})

export default function BlogPage() {
  const posts = postsForPage('blog-list')
  return (
    <>
      <PageBanner
        title="Blog"
        eyebrow="Insights for producers"
        lead="Field notes on quoting, underwriting, compliance and technology from the people who build Coverbridge and the brokers who use it."
      />
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-label="Articles">
          <PagedList
            label="Blog pages"
            perPage={BLOG_PER_PAGE}
            listClassName="flex flex-col gap-10"
            items={posts.map((post, index) => (
              <PostCard key={post.id} post={post} variant="list" priority={index === 0} />
            ))}
          />
        </section>
        <BlogSidebar />
      </Container>
      <Container className="pb-12 md:pb-20">
        <NewsletterBox layout="banner" />
      </Container>
    </>
  )
}
