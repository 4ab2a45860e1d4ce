import { parseCollection } from '../shared/validate'
import { rawBlogComments } from './comments-data'
import { blogPosts } from './posts'
import { blogCommentSchema, type BlogComment } from './schema'

const FILE = 'content/blog/comments-data.ts'

/**
 * Checks a schema cannot make: every comment belongs to a real post category, and a reply answers
 * an earlier top-level comment of the same category. Returns one message per problem.
 */
export function commentLinkProblems(
  comments: readonly BlogComment[],
  categories: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  comments.forEach((comment, index) => {
    const item = `item ${index} (id ${comment.id})`
    if (!categories.has(comment.category)) {
      problems.push(`${item} field "category": no blog post has category "${comment.category}"`)
    }
    if (comment.replyTo === undefined) return
    const parent = comments.slice(0, index).find((candidate) => candidate.id === comment.replyTo)
    if (!parent || parent.replyTo !== undefined || parent.category !== comment.category) {
      problems.push(
        `${item} field "replyTo": must be an earlier top-level comment of the same category`,
      )
    }
  })
  return problems
}

export const blogComments: BlogComment[] = parseCollection(
  FILE,
  blogCommentSchema,
  rawBlogComments,
  {
    uniqueIds: true,
  },
)

const problems = commentLinkProblems(blogComments, new Set(blogPosts.map((post) => post.category)))
if (problems.length) {
  throw new Error(`Invalid content in ${FILE}:\n  - ${problems.join('\n  - ')}`)
}
