import { blogPosts } from './blog'
import { rawBlogComments } from './data/blog-comments'
import { blogCommentSchema, type BlogComment } from './schemas'
import { parseCollection } from './validate'

const FILE = 'content/data/blog-comments.ts'

export const blogComments: BlogComment[] = parseCollection(
  FILE,
  blogCommentSchema,
  rawBlogComments,
  {
    uniqueIds: true,
  },
)

// Cross-checks a schema cannot make: every comment belongs to a real post category, and a reply
// answers an earlier top-level comment of the same category.
const categories = new Set(blogPosts.map((post) => post.category))
blogComments.forEach((comment, index) => {
  if (!categories.has(comment.category)) {
    throw new Error(
      `Invalid content in ${FILE}:\n  - item ${index} (id ${comment.id}) field "category": no blog post has category "${comment.category}"`,
    )
  }
  if (comment.replyTo === undefined) return
  const parent = blogComments.slice(0, index).find((c) => c.id === comment.replyTo)
  if (!parent || parent.replyTo !== undefined || parent.category !== comment.category) {
    throw new Error(
      `Invalid content in ${FILE}:\n  - item ${index} (id ${comment.id}) field "replyTo": must be an earlier top-level comment of the same category`,
    )
  }
})
