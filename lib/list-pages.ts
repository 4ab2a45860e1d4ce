import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pageMetadata, type PageMetaInput } from '@/lib/metadata'
import { pageFromSegment, pagePath, paramsAfterFirst } from '@/lib/pagination'
import { toRender } from '@/lib/shard.mjs'

export type ListMeta = Omit<PageMetaInput, 'path'> & { path: string }

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
      toRender(paramsAfterFirst(pages()), ({ page }) => pagePath(list.path, Number(page))),
    generateMetadata: async (props: LaterPageProps): Promise<Metadata> => {
      const page = await numberOf(props)
      return page ? listPageMetadata(list, page, pages()) : {}
    },
    page: async (props: LaterPageProps): Promise<number> => (await numberOf(props)) ?? notFound(),
  }
}

/**
 * One list among many of a kind (a blog category, a shop category): its page's metadata, the
 * slug its pages are under, and how many pages it has.
 */
export type OneOfMany = ListMeta & { slug: string; pages: number }

/**
 * The segments of page `page` of a list among many, for a catch-all route ('[...list]'): [slug]
 * for page 1 ('/blog/category/growth'), [slug, 'page', n] after it ('/blog/category/growth/page/2'),
 * the shape of the other lists' URLs. One route holds both, so a kind whose lists all fit one page
 * (every shop category today) still exports: a route of later pages with none to write would
 * fail the export.
 */
export function segmentsOf(slug: string, page: number): string[] {
  return page <= 1 ? [slug] : [slug, 'page', String(page)]
}

/** The segments of every page of these lists, for generateStaticParams. */
export function everyPageSegments(lists: readonly OneOfMany[]): string[][] {
  return lists.flatMap((list) =>
    Array.from({ length: list.pages }, (_, index) => segmentsOf(list.slug, index + 1)),
  )
}

/** The list and page that segments name in their one canonical spelling; null for any other. */
export function pageOfMany<L extends OneOfMany>(
  lists: readonly L[],
  segments: readonly string[],
): { list: L; page: number } | null {
  const [slug, word, number, ...rest] = segments
  const list = lists.find((candidate) => candidate.slug === slug)
  if (!list || rest.length) return null
  if (word === undefined) return { list, page: 1 }
  if (word !== 'page' || number === undefined) return null
  const page = pageFromSegment(number, list.pages)
  return page ? { list, page } : null
}
