import { z } from 'zod'
import { displayDateSchema, localImage, positiveId, text } from '../shared/schema'

export const blogPageSchema = z.enum(['home', 'home-5', 'blog-list', 'blog-grid'])

export const blogPostSchema = z
  .object({
    id: positiveId,
    img: localImage,
    date: displayDateSchema,
    title: text,
    author: text,
    /** Author's role, shown with quote posts. */
    designation: text.optional(),
    post_info: z.object({
      readingTime: z.string().regex(/^\d+ min read$/, "must look like '6 min read'"),
      topic: text,
    }),
    category: text,
    page: blogPageSchema,
    quote_blog: z.boolean().optional(),
    /** The pull quote shown in the quote block of quote posts. */
    quote: text.optional(),
    excerpt: text,
    /** Article paragraphs, in order. */
    body: z.array(text).min(3),
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

export type BlogPost = z.infer<typeof blogPostSchema>
export type BlogPage = z.infer<typeof blogPageSchema>
export type BlogComment = z.infer<typeof blogCommentSchema>
