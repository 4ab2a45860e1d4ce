/** The blog's previews: a post as its page shows it. */
import { useMemo } from 'react'
import { CommentForm } from '@/components/blog/comment-form'
import { PostView } from '@/components/blog/post-view'
import { blogPostOf } from '@/content/blog/post-model'
import { blogAuthorSchema, blogPostSchema } from '@/content/blog/schema'
import { compileMarkdownBody } from '@/content/shared/markdown-compile'
import { formatProblem } from '@/lib/content-files/validate'
import { STATIC_ROUTES } from '@/lib/seo'
import { useOtherEntries } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { Problems } from '../problems'

/**
 * Links the preview takes for pages of the site: the fixed routes, and any post's or product's
 * page (which ids exist is in other files; the build checks them).
 */
const routes = new Set<string>(STATIC_ROUTES)
const routeExists = (path: string) => routes.has(path) || /^\/(blog|shop)-details\/\d+$/.test(path)

function PostPage({ value, entry }: DrawProps<typeof blogPostSchema>) {
  const authors = useOtherEntries('authors', blogAuthorSchema)
  const { file, body, bodyLine } = entry
  // Pictures are not read here: whether one exists, and its size, the build checks.
  const compiled = useMemo(
    () =>
      compileMarkdownBody({ file, body, bodyLine }, { routeExists, pictureSize: () => undefined }),
    [file, body, bodyLine],
  )
  if (compiled.problems.length) return <Problems problems={compiled.problems.map(formatProblem)} />
  const post = blogPostOf(value, compiled, {
    file,
    authorDesignation: authors?.find((author) => author.name === value.author)?.designation,
    today: new Date(),
  })
  return <PostView post={post} form={<CommentForm />} />
}

export const blogPreviews = [preview({ collection: 'posts' }, blogPostSchema, PostPage)]
