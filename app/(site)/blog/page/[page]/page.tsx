import { notFound } from 'next/navigation'
import { BLOG_LIST, BlogListView, blogPages } from '@/components/blog/blog-lists'
import { BLOG_PER_PAGE, postsForPage } from '@/content/blog'
import { listPageMetadata } from '@/lib/list-pages'
import { laterPageParams, pageFromSegment } from '@/lib/pagination'

type Props = { params: Promise<{ page: string }> }

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return laterPageParams(postsForPage('blog-list').length, BLOG_PER_PAGE)
}

export async function generateMetadata({ params }: Props) {
  const pages = blogPages('blog-list')
  const page = pageFromSegment((await params).page, pages)
  return page ? listPageMetadata(BLOG_LIST, page, pages) : {}
}

export default async function BlogListPage({ params }: Props) {
  const page = pageFromSegment((await params).page, blogPages('blog-list'))
  if (!page) notFound()
  return <BlogListView page={page} />
}
