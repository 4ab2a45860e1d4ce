import { BLOG_GRID, BlogGridView } from '@/components/blog/blog-lists'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata(BLOG_GRID)

export default function BlogGridPage() {
  return <BlogGridView page={1} />
}
