import { useId } from 'react'
import { Picture } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import { blogPostPath } from '@/content/blog/paths'
import type { BlogPost } from '@/content/blog/schema'
import { cn } from '@/lib/cn'
import { firstScreenSrc } from '@/lib/inline-image'
import { PostMeta } from './post-meta'
import { QuoteBlock } from './quote-block'
import { imageSource } from '@/lib/images/manifest'

/**
 * A post in a list: 'list' is the wide card of /blog (quote posts show their quote), 'grid' the
 * compact card of /blog-grid. The title is the link; 'Read More' names its post for screen readers.
 * The site search leaves cards out: the post is found on its own page.
 */
export function PostCard({
  post,
  variant,
  priority,
  heading: Heading = 'h2',
}: {
  post: BlogPost
  variant: 'list' | 'grid'
  /** The first card of a page: its image is the largest paint, so it rides in the page. */
  priority?: boolean
  /** h3 in a section with a heading of its own (a post's related posts). */
  heading?: 'h2' | 'h3'
}) {
  const href = blogPostPath(post.id)
  const list = variant === 'list'
  const headingId = useId()
  return (
    <article
      data-pagefind-ignore="all"
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-raised"
    >
      <Picture
        kind="post"
        src={priority ? firstScreenSrc(post.img) : imageSource(post.img)}
        slot="postCard"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="h-auto w-full bg-surface-alt"
      />
      <div className={cn('flex flex-1 flex-col', list ? 'p-6 sm:p-8' : 'p-6')}>
        <PostMeta post={post} />
        <Heading
          id={headingId}
          className={cn(
            'mt-3 font-bold text-ink',
            list ? 'text-2xl leading-tight sm:text-[1.75rem]' : 'text-xl leading-snug',
          )}
        >
          <Link href={href} className="hover:text-accent-strong hover:underline">
            {post.title}
          </Link>
        </Heading>
        {list && post.quote_blog ? (
          <QuoteBlock post={post} className="mt-5" />
        ) : (
          <p className="mt-3 text-muted">{post.excerpt}</p>
        )}
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-4 font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
