import { z } from 'zod'
import { isoDate } from '@/lib/dates'
import type { Root as HastRoot } from 'hast'
import type { Heading } from '../shared/markdown'
import { displayDateSchema, localImage, positiveId, text } from '../shared/schema'

export const blogPageSchema = z.enum(['home', 'home-5', 'blog-list', 'blog-grid'])

/** The front matter of a post file, content/blog/posts/{id}-{slug}.md. */
export const blogPostSchema = z
  .object({
    id: positiveId,
    title: text,
    date: displayDateSchema.refine((date) => {
      // A value of the wrong shape is reported by the pattern above.
      if (!displayDateSchema.safeParse(date).success) return true
      const iso = isoDate(date)
      const time = Date.parse(`${iso}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso)
    }, 'is not a day of the calendar'),
    author: text,
    /** Author's role, shown with quote posts. */
    designation: text.optional(),
    category: text,
    topic: text,
    page: blogPageSchema,
    img: localImage,
    excerpt: text,
    quote_blog: z.boolean().optional(),
    /** The pull quote shown in the quote block of quote posts. */
    quote: text.optional(),
    /** Left out of the production build; shown with a "Draft" badge by `npm run dev`. */
    draft: z.boolean().optional(),
  })
  .strict()
  .refine((post) => !post.quote_blog || Boolean(post.quote), {
    message: 'a quote_blog post needs a quote',
    path: ['quote'],
  })

export const blogCommentSchema = z
  .object({
    id: positiveId,
    /** The blog category whose posts show this comment (comments are sample data per topic). */
    category: text,
    /** Set on a reply: the id of the comment it answers. */
    replyTo: positiveId.optional(),
    name: text,
    /** Role and company, e.g. 'Producer, Lakeshore Insurance Group'. */
    role: text,
    avatar: localImage,
    text: text,
  })
  .strict()

/** An author of posts: content/blog/authors/{id}-{slug}.yaml; a post names one by `author`. */
export const blogAuthorSchema = z
  .object({
    id: positiveId,
    name: text,
    /** Shown with the author's quote posts, unless a post gives its own, and on their page. */
    designation: text,
    /** Their page's description: search results and shared links show it. */
    description: text,
    /** The lead under their name on their page. */
    intro: text,
  })
  .strict()

/**
 * The page copy of a blog category: content/blog/categories/{id}-{slug}.yaml; `name` is the
 * category as posts spell it. A category without a file gets plain words of its own.
 */
export const blogCategorySchema = z
  .object({
    id: positiveId,
    name: text,
    /** The page's title, before ' - Coverbridge', and its heading. */
    title: text,
    /** Search results and shared links show it. */
    description: text,
    /** The lead under the heading. */
    intro: text,
  })
  .strict()

/** The coupon box beside the blog's newsletter box: content/blog/reader-offer.yaml. */
export const readerOfferSchema = z
  .object({ eyebrow: text, title: text, text, code: text, note: text })
  .strict()

export type BlogAuthor = z.infer<typeof blogAuthorSchema>
export type BlogCategoryCopy = z.infer<typeof blogCategorySchema>
export type ReaderOffer = z.infer<typeof readerOfferSchema>
/** The sample comments under the posts: content/blog/comments.yaml. */
export const blogCommentsSchema = z.object({ comments: z.array(blogCommentSchema) }).strict()

export type BlogFrontMatter = z.infer<typeof blogPostSchema>

/** A post as pages use it: its front matter and what the build derives from its file. */
export type BlogPost = Omit<BlogFrontMatter, 'topic'> & {
  /** The file it was written in, from the project root. */
  file: string
  post_info: {
    /** Derived from the word count: `N min read` at 200 words a minute, rounded up. */
    readingTime: string
    topic: string
  }
  /** The body as an HTML tree, rendered by components/markdown/markdown-body.tsx. */
  body: HastRoot
  headings: Heading[]
  wordCount: number
  /** Set on a draft or a post dated after the build day (only `npm run dev` shows them). */
  unpublished: boolean
}
export type BlogPage = z.infer<typeof blogPageSchema>
export type BlogComment = z.infer<typeof blogCommentSchema>
