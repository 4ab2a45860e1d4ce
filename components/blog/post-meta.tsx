import { Fragment } from 'react'
import type { BlogPost } from '@/content/blog'
import { isoDate } from '@/lib/dates'
import { cn } from '@/lib/cn'

/** Date, author, reading time and topic of a post (labels side by side: kept out of the site search). */
export function PostMeta({
  post,
  dark,
  className,
}: {
  post: BlogPost
  dark?: boolean
  className?: string
}) {
  const parts = [
    <time key="date" dateTime={isoDate(post.date)} className="font-semibold tracking-wide">
      {post.date}
    </time>,
    <span key="author">By {post.author}</span>,
    <span key="time">{post.post_info.readingTime}</span>,
    <span key="topic">{post.post_info.topic}</span>,
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
