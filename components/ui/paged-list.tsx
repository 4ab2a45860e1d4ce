import { Suspense, type ReactNode } from 'react'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import type { PageSlice } from '@/lib/pagination'
import { LegacyPageQuery } from './legacy-page-query'
import { PagedListView, type PagedListProps } from './paged-list-view'

/**
 * One pre-rendered page of a list: its own items (`render` draws each) and a pager of real links
 * to the other pages' URLs, named in the head as rel="prev" / rel="next". Page 1 also honours the
 * old '?page=N' links by moving to page N's URL in the browser.
 */
export function PagedList<T>({
  slice,
  render,
  ...props
}: Omit<PagedListProps, 'items' | 'page' | 'pages' | 'offset'> & {
  slice: PageSlice<T>
  render: (item: T, index: number) => ReactNode
}) {
  const { page, pages, offset } = slice
  return (
    <>
      <PageRelLinks basePath={props.basePath} page={page} pages={pages} />
      <PagedListView
        {...props}
        items={slice.items.map(render)}
        page={page}
        pages={pages}
        offset={offset}
      />
      {page === 1 && pages > 1 ? (
        <Suspense fallback={null}>
          <LegacyPageQuery basePath={props.basePath} pages={pages} />
        </Suspense>
      ) : null}
    </>
  )
}
