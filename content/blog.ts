import { rawBlogPosts } from './data/blog-posts'
import { blogPostSchema, type BlogPost } from './schemas'
import { parseCollection } from './validate'

export const blogPosts: BlogPost[] = parseCollection(
  'content/data/blog-posts.ts',
  blogPostSchema,
  rawBlogPosts,
  {
    uniqueIds: true,
  },
)
