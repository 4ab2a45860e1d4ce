import { BLOG_LIST, BlogListView } from '@/components/blog/blog-lists'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata(BLOG_LIST)

export default function BlogPage() {
  return <BlogListView page={1} />
}
