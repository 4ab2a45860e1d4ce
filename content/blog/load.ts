/** The blog's data files (authors, sample comments, the reader offer), read and checked. */
import { contentPath, loadCollection, loadEntry } from '@/lib/content-files/collection'
import {
  blogAuthorSchema,
  blogCategorySchema,
  blogCommentsSchema,
  readerOfferSchema,
} from './schema'

/** One file per author: content/blog/authors/{id}-{slug}.yaml. */
export const authorFiles = loadCollection(contentPath('blog', 'authors'), blogAuthorSchema)

/** The page copy of categories: content/blog/categories/{id}-{slug}.yaml. */
export const categoryFiles = loadCollection(contentPath('blog', 'categories'), blogCategorySchema)

export const COMMENTS_FILE = contentPath('blog', 'comments.yaml')
export const commentsFile = loadEntry(COMMENTS_FILE, blogCommentsSchema)

export const readerOffer = loadEntry(
  contentPath('blog', 'reader-offer.yaml'),
  readerOfferSchema,
).value
