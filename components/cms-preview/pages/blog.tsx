/** The blog's previews: a post, an author, the sample comments and the reader offer. */
import { useMemo } from 'react'
import { BlogOffers } from '@/components/blog/blog-offers'
import { CommentForm } from '@/components/blog/comment-form'
import { CommentList } from '@/components/blog/comment-list'
import { PostView } from '@/components/blog/post-view'
import { QuoteBlock } from '@/components/blog/quote-block'
import { Section } from '@/components/ui/section'
import { commentThreads } from '@/content/blog/comment-threads'
import { blogPostOf } from '@/content/blog/post-model'
import {
  blogAuthorSchema,
  blogCommentsSchema,
  blogPostSchema,
  readerOfferSchema,
} from '@/content/blog/schema'
import { compileMarkdownBody } from '@/content/shared/markdown-compile'
import { formatProblem } from '@/lib/content-files/validate'
import { useOtherEntries } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { Problems } from '../problems'
import { previewRouteExists as routeExists } from '../routes'
import { usePosts } from '../site-data'

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

/**
 * An author shows by name in each post's byline, and with their designation under the pull quote
 * of their quote posts: the pull quotes of their posts, as those pages show them.
 */
function AuthorQuotes({ value }: DrawProps<typeof blogAuthorSchema>) {
  const quotes = (usePosts() ?? []).filter((post) => post.author === value.name && post.quote_blog)
  return (
    <Section heading={{ id: 'author-heading', eyebrow: 'Quote posts', title: value.name }}>
      <ul className="space-y-6">
        {quotes.map((post) => (
          <li key={post.id}>
            <QuoteBlock post={{ ...post, designation: post.designation ?? value.designation }} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The comments as each post of a category shows them under its article. */
function Comments({ value }: DrawProps<typeof blogCommentsSchema>) {
  const categories = [...new Set(value.comments.map((comment) => comment.category))]
  return (
    <Section>
      <div className="flex flex-col gap-12">
        {categories.map((category) => (
          <CommentList key={category} threads={commentThreads(value.comments, category)} />
        ))}
      </div>
    </Section>
  )
}

export const blogPreviews = [
  preview({ collection: 'posts' }, blogPostSchema, PostPage),
  preview({ collection: 'authors' }, blogAuthorSchema, AuthorQuotes),
  preview({ collection: 'shared', file: 'comments' }, blogCommentsSchema, Comments),
  preview({ collection: 'shared', file: 'reader-offer' }, readerOfferSchema, ({ value }) => (
    <div className="mt-12">
      <BlogOffers offer={value} />
    </div>
  )),
]
