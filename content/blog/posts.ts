import { parseCollection } from '../shared/validate'
import { rawBlogPosts } from './data'
import { blogPostSchema, type BlogPost } from './schema'

export const blogPosts: BlogPost[] = parseCollection(
  'content/blog/data.ts',
  blogPostSchema,
  rawBlogPosts,
  {
    uniqueIds: true,
  },
)
