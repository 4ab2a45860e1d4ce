import { BLOG_LIST, BlogListView, blogPages } from '@/components/blog/blog-lists'
import { laterListPages, type LaterPageProps } from '@/lib/list-pages'

const later = laterListPages(BLOG_LIST, () => blogPages('blog-list'))

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = later

export default async function BlogListPage(props: LaterPageProps) {
  return <BlogListView page={await later.page(props)} />
}
