import { Fragment } from 'react'
import { Link } from '@/components/ui/link'
import { blogArchivePath } from '@/content/blog/paths'
import type { BlogPost } from '@/content/blog/schema'
import { isoDate } from '@/lib/dates'
import { cn } from '@/lib/cn'

/**
 * Date, author, reading time and topic of a post (labels side by side: kept out of the site
 * search). `linked`, the post's own byline: the author and the topic lead to their posts.
 */
export function PostMeta({
  post,
  dark,
  linked,
  className,
}: {
  post: BlogPost
  dark?: boolean
  linked?: boolean
  className?: string
}) {
  const link = (href: string, text: string) =>
    linked ? (
      <Link
        href={href}
        className={cn(
          'underline underline-offset-4',
          dark ? 'decoration-accent hover:text-white' : 'hover:text-accent-strong',
        )}
      >
        {text}
      </Link>
    ) : (
      text
    )
  const parts = [
    <time key="date" dateTime={isoDate(post.date)} className="font-semibold tracking-wide">
      {post.date}
    </time>,
    <span key="author">By {link(blogArchivePath('author', post.author), post.author)}</span>,
    <span key="time">{post.post_info.readingTime}</span>,
    <span key="topic">
      {link(blogArchivePath('topic', post.post_info.topic), post.post_info.topic)}
    </span>,
  ]
  return (
    <p
      data-pagefind-ignore
      className={cn(
        'flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm',
        dark ? 'text-navy-100' : 'text-muted',
        className,
      )}
    >
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 ? (
            <span aria-hidden="true" className={dark ? 'text-accent' : 'text-slate-400'}>
              •
            </span>
          ) : null}
          {part}
        </Fragment>
      ))}
    </p>
  )
}
