/** The sample comments a post shows, as threads. Pure: the CMS's preview uses it too. */
import type { BlogComment } from './schema'

export type CommentThread = BlogComment & { replies: BlogComment[] }

/** The comments of a category, replies nested under their parent. */
export function commentThreads(
  comments: readonly BlogComment[],
  category: string,
): CommentThread[] {
  const mine = comments.filter((comment) => comment.category === category)
  return mine
    .filter((comment) => comment.replyTo === undefined)
    .map((comment) => ({
      ...comment,
      replies: mine.filter((reply) => reply.replyTo === comment.id),
    }))
}
