import { Thumb } from '@/components/ui/picture'
import type { CommentThread } from '@/content/blog/comment-threads'
import type { BlogComment } from '@/content/blog/schema'
import { cn } from '@/lib/cn'
import { imageSource } from '@/lib/images/manifest'

function Comment({ comment, reply }: { comment: BlogComment; reply?: boolean }) {
  return (
    <article
      aria-label={`Comment by ${comment.name}`}
      className={cn(
        'rounded-card border border-line p-5 sm:p-6',
        reply ? 'bg-surface-alt' : 'bg-white',
      )}
    >
      <div className="flex items-center gap-4">
        <Thumb
          src={imageSource(comment.avatar)}
          size={96}
          className="size-12 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{comment.name}</h3>
          <p className="text-sm text-muted">{comment.role}</p>
        </div>
      </div>
      <p className="mt-3 text-muted sm:pl-16">{comment.text}</p>
    </article>
  )
}

/** Sample comments under a post; replies sit indented under the comment they answer. */
export function CommentList({ threads }: { threads: CommentThread[] }) {
  const count = threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0)
  return (
    <section aria-labelledby="comments-heading" className="render-when-near">
      <h2 id="comments-heading" className="text-2xl font-bold text-ink">
        {count} {count === 1 ? 'Comment' : 'Comments'}
      </h2>
      <ol className="mt-6 flex flex-col gap-5">
        {threads.map((thread) => (
          <li key={thread.id}>
            <Comment comment={thread} />
            {thread.replies.length ? (
              <ol className="mt-4 flex flex-col gap-4 pl-6 sm:pl-16">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <Comment comment={reply} reply />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
