/** The blog's previews: a post, an author's and a category's page, the sample comments and the reader offer. */
import { useMemo } from 'react'
import { BlogOffers } from '@/components/blog/blog-offers'
import { CommentForm } from '@/components/blog/comment-form'
import { CommentList } from '@/components/blog/comment-list'
import { PostView } from '@/components/blog/post-view'
import { BlogArchiveView } from '@/components/blog/archive-view'
import { Section } from '@/components/ui/section'
import { blogArchivesOf, type ArchiveCopy } from '@/content/blog/archives'
import { commentThreads } from '@/content/blog/comment-threads'
import { blogPostOf } from '@/content/blog/post-model'
import {
  blogAuthorSchema,
  blogCategorySchema,
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
import { pathOf, usePosts, Waiting } from '../site-data'

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
 * The first page of a category's or an author's posts, as the site draws it from the copy being
 * edited and the posts as saved (a quote post's card shows the author's designation being typed,
 * unless the post gives its own).
 */
function ArchivePage({ kind, copy }: { kind: 'category' | 'author'; copy: ArchiveCopy }) {
  const posts = usePosts()
  if (!posts) return <Waiting on={{ [pathOf('posts')]: posts }} />
  const author = copy.authors[0]
  const shown = author
    ? posts.map((post) => ({ ...post, designation: post.designation ?? author.designation }))
    : posts
  const name = author?.name ?? copy.categories[0]?.name
  const archive = blogArchivesOf(shown, kind, copy).find((candidate) => candidate.name === name)
  if (!archive)
    return <Problems problems={[`field "name": no post is filed under "${name ?? ''}" yet`]} />
  return <BlogArchiveView archive={archive} page={1} />
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
  preview({ collection: 'authors' }, blogAuthorSchema, ({ value }) => (
    <ArchivePage kind="author" copy={{ authors: [value], categories: [] }} />
  )),
  preview({ collection: 'categories' }, blogCategorySchema, ({ value }) => (
    <ArchivePage kind="category" copy={{ authors: [], categories: [value] }} />
  )),
  preview({ collection: 'shared', file: 'comments' }, blogCommentsSchema, Comments),
  preview({ collection: 'shared', file: 'reader-offer' }, readerOfferSchema, ({ value }) => (
    <div className="mt-12">
      <BlogOffers offer={value} />
    </div>
  )),
]
