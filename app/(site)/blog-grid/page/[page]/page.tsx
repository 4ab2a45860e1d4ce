import { BLOG_GRID, BlogGridView, blogPages } from '@/components/blog/blog-lists'
import { laterListPages, type LaterPageProps } from '@/lib/list-pages'

const later = laterListPages(BLOG_GRID, () => blogPages('blog-grid'))

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = later

export default async function BlogGridListPage(props: LaterPageProps) {
  return <BlogGridView page={await later.page(props)} />
}
