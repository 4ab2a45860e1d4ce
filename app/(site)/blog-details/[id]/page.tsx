import { JsonLd } from '@/components/seo/json-ld'
import {
  blogPostingJsonLd,
  blogPosts,
  adjacentPosts,
  blogPostPath,
  commentsForPost,
  getPostById,
  relatedPosts,
} from '@/content/blog'
import { notFound } from 'next/navigation'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { CommentForm } from '@/components/blog/comment-form'
import { CommentList } from '@/components/blog/comment-list'
import { PostView } from '@/components/blog/post-view'
import { RelatedPosts } from '@/components/blog/related-posts'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { pageMetadata } from '@/lib/metadata'
import { ogImageOf } from '@/lib/images/manifest'
import { toRender } from '@/lib/shard.mjs'

type Props = { params: Promise<{ id: string }> }

// One HTML file per post. dynamicParams = false: an unknown id has no file, so a static host
// answers with 404.html and status 404.
export const dynamicParams = false

export function generateStaticParams() {
  return toRender(blogPosts, (post) => blogPostPath(post.id)).map((post) => ({
    id: String(post.id),
  }))
}

export async function generateMetadata({ params }: Props) {
  const post = getPostById((await params).id)
  if (!post) return {}
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.id),
    // A photo's 1200×630 crop; the drawn card otherwise.
    image: ogImageOf(post.img),
  })
}

export default async function BlogDetailsPage({ params }: Props) {
  const post = getPostById((await params).id)
  if (!post) notFound()
  const { previous, next } = adjacentPosts(post.id)
  return (
    <PostView
      post={post}
      structuredData={<JsonLd data={blogPostingJsonLd(post)} />}
      nav={
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
      }
      comments={<CommentList threads={commentsForPost(post)} />}
      form={<CommentForm />}
      aside={<BlogSidebar />}
      related={<RelatedPosts posts={relatedPosts(post)} />}
    />
  )
}
