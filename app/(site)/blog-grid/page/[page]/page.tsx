import { notFound } from 'next/navigation'
import { BLOG_GRID, BlogGridView, blogPages } from '@/components/blog/blog-lists'
import { BLOG_PER_PAGE, postsForPage } from '@/content/blog'
import { listPageMetadata } from '@/lib/list-pages'
import { laterPageParams, pageFromSegment } from '@/lib/pagination'

type Props = { params: Promise<{ page: string }> }

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return laterPageParams(postsForPage('blog-grid').length, BLOG_PER_PAGE)
}

export async function generateMetadata({ params }: Props) {
  const pages = blogPages('blog-grid')
  const page = pageFromSegment((await params).page, pages)
  return page ? listPageMetadata(BLOG_GRID, page, pages) : {}
}

export default async function BlogGridListPage({ params }: Props) {
  const page = pageFromSegment((await params).page, blogPages('blog-grid'))
  if (!page) notFound()
  return <BlogGridView page={page} />
}
