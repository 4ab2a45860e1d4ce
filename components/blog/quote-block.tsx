import { Glyph } from '@/components/ui/glyph'
import { Link } from '@/components/ui/link'
import { blogArchivePath } from '@/content/blog/paths'
import type { BlogPost } from '@/content/blog/schema'
import { cn } from '@/lib/cn'

/** The pull quote of a quote_blog post, with its author (a link to their posts) and designation. */
export function QuoteBlock({ post, className }: { post: BlogPost; className?: string }) {
  if (!post.quote_blog || !post.quote) return null
  return (
    <figure className={cn('on-dark rounded-card bg-navy-950 p-6 text-white sm:p-8', className)}>
      <Glyph size={36} filled className="mb-4 text-accent">
        <path d="M4 18v-5.5C4 8.4 6.2 6 10 5.5v2.6c-1.9.5-2.8 1.8-2.8 4h2.8V18zm10 0v-5.5c0-4.1 2.2-6.5 6-7v2.6c-1.9.5-2.8 1.8-2.8 4H20V18z" />
      </Glyph>
      <blockquote className="text-lg leading-relaxed font-medium sm:text-xl">
        <p>{post.quote}</p>
      </blockquote>
      <figcaption className="mt-5 text-sm text-navy-100">
        <Link
          href={blogArchivePath('author', post.author)}
          className="font-semibold text-white underline decoration-accent underline-offset-4"
        >
          {post.author}
        </Link>
        {post.designation ? <span>, {post.designation}</span> : null}
      </figcaption>
    </figure>
  )
}
