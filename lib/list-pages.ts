import type { Metadata } from 'next'
import { pageMetadata, type PageMetaInput } from '@/lib/metadata'
import { pagePath } from '@/lib/pagination'

/**
 * Metadata of one page of a list: page 1 is the list itself; later pages get their own title,
 * description and canonical URL (each page lists different items, so each is its own canonical).
 */
export function listPageMetadata(
  list: Omit<PageMetaInput, 'path'> & { path: string },
  page: number,
  pages: number,
): Metadata {
  if (page <= 1) return pageMetadata(list)
  return pageMetadata({
    ...list,
    title: `${list.title}, page ${page} of ${pages}`,
    description: `Page ${page} of ${pages}. ${list.description}`,
    path: pagePath(list.path, page),
  })
}
