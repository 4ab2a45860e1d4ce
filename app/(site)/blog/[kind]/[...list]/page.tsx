import { notFound } from 'next/navigation'
import {
  archivePageOf,
  archiveParams,
  archiveParamsPath,
  BlogArchivePage,
} from '@/components/blog/blog-archive'
import { listPageMetadata } from '@/lib/list-pages'
import { toRender } from '@/lib/shard.mjs'

type Props = { params: Promise<{ kind: string; list: string[] }> }

// Every page of every category, topic and author ('/blog/category/growth', then
// '/blog/category/growth/page/2'); any other address is the 404 page.
export const dynamicParams = false
export function generateStaticParams() {
  return toRender(archiveParams(), archiveParamsPath)
}

export async function generateMetadata({ params }: Props) {
  const found = archivePageOf(await params)
  return found ? listPageMetadata(found.list, found.page, found.list.pages) : {}
}

export default async function BlogArchiveRoute({ params }: Props) {
  const found = archivePageOf(await params)
  if (!found) notFound()
  return <BlogArchivePage archive={found.list} page={found.page} />
}
