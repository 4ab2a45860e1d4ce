import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pageMetadata, type PageMetaInput } from '@/lib/metadata'
import { pageFromSegment, pagePath, paramsAfterFirst } from '@/lib/pagination'
import { inShard } from '@/lib/shard.mjs'

type ListMeta = Omit<PageMetaInput, 'path'> & { path: string }

/**
 * Metadata of one page of a list: page 1 is the list itself; later pages get their own title,
 * description and canonical URL (each page lists different items, so each is its own canonical).
 */
export function listPageMetadata(list: ListMeta, page: number, pages: number): Metadata {
  if (page <= 1) return pageMetadata(list)
  return pageMetadata({
    ...list,
    title: `${list.title}, page ${page} of ${pages}`,
    description: `Page ${page} of ${pages}. ${list.description}`,
    path: pagePath(list.path, page),
  })
}

/** The params of a `{list}/page/[page]` route. */
export type LaterPageProps = { params: Promise<{ page: string }> }

/**
 * What a list's `{list}/page/[page]` route exports: the pages to write (2..`pages()`; page 1 is
 * the list's own route), each one's metadata, and `page(params)`, the number a route renders,
 * where any other segment is the 404 page.
 */
export function laterListPages(list: ListMeta, pages: () => number) {
  const numberOf = async ({ params }: LaterPageProps) =>
    pageFromSegment((await params).page, pages())
  return {
    generateStaticParams: () =>
      inShard(paramsAfterFirst(pages()), ({ page }) => pagePath(list.path, Number(page))),
    generateMetadata: async (props: LaterPageProps): Promise<Metadata> => {
      const page = await numberOf(props)
      return page ? listPageMetadata(list, page, pages()) : {}
    },
    page: async (props: LaterPageProps): Promise<number> => (await numberOf(props)) ?? notFound(),
  }
}
