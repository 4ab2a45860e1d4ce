import { problemAt } from '@/lib/content-files/collection'
import { failOnProblems } from '@/lib/content-files/validate'
import { COMMENTS_FILE, commentsFile } from './load'
import { blogPosts } from './posts'
import type { BlogComment } from './schema'

type CommentIssue = { index: number; field: 'category' | 'replyTo'; message: string }

/**
 * Checks a schema cannot make: every comment belongs to a real post category, and a reply answers
 * an earlier top-level comment of the same category. One issue per wrong field.
 */
function commentLinkIssues(
  comments: readonly BlogComment[],
  categories: ReadonlySet<string>,
): CommentIssue[] {
  return comments.flatMap((comment, index) => {
    const issues: CommentIssue[] = []
    if (!categories.has(comment.category)) {
      const message = `no blog post has category "${comment.category}"`
      issues.push({ index, field: 'category', message })
    }
    if (comment.replyTo === undefined) return issues
    const parent = comments.slice(0, index).find((candidate) => candidate.id === comment.replyTo)
    if (!parent || parent.replyTo !== undefined || parent.category !== comment.category) {
      const message = 'must be an earlier top-level comment of the same category'
      issues.push({ index, field: 'replyTo', message })
    }
    return issues
  })
}

/** The same checks, one message per problem naming the item and field. */
export function commentLinkProblems(
  comments: readonly BlogComment[],
  categories: ReadonlySet<string>,
): string[] {
  return commentLinkIssues(comments, categories).map(
    ({ index, field, message }) =>
      `item ${index} (id ${comments[index]!.id}) field "${field}": ${message}`,
  )
}

/** The sample comments: content/blog/comments.yaml, grouped by the post category they discuss. */
export const blogComments: BlogComment[] = commentsFile.value.comments

const seen = new Set<number>()
failOnProblems(COMMENTS_FILE, [
  ...blogComments.flatMap((comment, index) => {
    const duplicate = seen.has(comment.id)
    seen.add(comment.id)
    return duplicate
      ? [problemAt(commentsFile.source, ['comments', index, 'id'], 'duplicates an earlier comment')]
      : []
  }),
  ...commentLinkIssues(blogComments, new Set(blogPosts.map((post) => post.category))).map(
    ({ index, field, message }) =>
      problemAt(commentsFile.source, ['comments', index, field], message),
  ),
])
