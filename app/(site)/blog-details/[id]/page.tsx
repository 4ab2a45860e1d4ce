import { JsonLd } from '@/components/seo/json-ld'
import {
  blogPostingJsonLd,
  blogPosts,
  adjacentPosts,
  blogPostPath,
  commentsForPost,
  getPostById,
} from '@/content/blog'
import { Img } from '@/components/ui/img'
import { notFound } from 'next/navigation'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { CommentForm } from '@/components/blog/comment-form'
import { CommentList } from '@/components/blog/comment-list'
import { PostMeta } from '@/components/blog/post-meta'
import { QuoteBlock } from '@/components/blog/quote-block'
import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'
import { pageMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ id: string }> }

// One HTML file per post. dynamicParams = false: an unknown id has no file, so a static host
// answers with 404.html and status 404.
export const dynamicParams = false

export function generateStaticParams() {
  return blogPosts.map((post) => ({ id: String(post.id) }))
}

export async function generateMetadata({ params }: Props) {
  const post = getPostById((await params).id)
  if (!post) return {}
  return pageMetadata({ title: post.title, description: post.excerpt, path: blogPostPath(post.id) })
}

export default async function BlogDetailsPage({ params }: Props) {
  const post = getPostById((await params).id)
  if (!post) notFound()
  const { previous, next } = adjacentPosts(post.id)
  // Quote posts carry their pull quote after the second paragraph.
  const quoteAfter = post.quote_blog ? 2 : -1
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <PageBanner
        title={post.title}
        eyebrow={post.category}
        crumbs={[{ href: '/blog', label: 'Blog' }, { label: post.title }]}
      >
        <PostMeta post={post} dark className="mt-5" />
      </PageBanner>
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-12">
          <article>
            <Img
              src={post.img}
              alt=""
              width={1200}
              height={720}
              loading="eager"
              fetchPriority="high"
              className="h-auto w-full rounded-card bg-surface-alt"
            />
            <div className="prose-copy mt-8 max-w-none text-[17px]">
              {post.body.map((paragraph, index) => (
                <div key={index}>
                  <p>{paragraph}</p>
                  {index + 1 === quoteAfter ? <QuoteBlock post={post} className="my-8" /> : null}
                </div>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
              <p className="text-sm text-muted">
                Filed under <span className="font-semibold text-ink">{post.category}</span>
              </p>
              <ShareLinks path={blogPostPath(post.id)} title={post.title} />
            </div>
          </article>
          <PrevNextNav
            label="More posts"
            previous={
              previous
                ? { href: blogPostPath(previous.id), label: 'Previous post', title: previous.title }
                : null
            }
            next={
              next ? { href: blogPostPath(next.id), label: 'Next post', title: next.title } : null
            }
          />
          <CommentList threads={commentsForPost(post)} />
          <CommentForm />
        </div>
        <BlogSidebar />
      </Container>
    </>
  )
}
