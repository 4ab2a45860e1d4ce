import { Suspense } from 'react'
import { LegacyPageQuery } from './legacy-page-query'
import { PagedListView, type PagedListProps } from './paged-list-view'

/**
 * One pre-rendered page of a list: its own items and a pager of real links to the other pages'
 * URLs. Page 1 also honours the old '?page=N' links by moving to page N's URL in the browser.
 */
export function PagedList(props: PagedListProps) {
  return (
    <>
      <PagedListView {...props} />
      {props.page === 1 && props.pages > 1 ? (
        <Suspense fallback={null}>
          <LegacyPageQuery basePath={props.basePath} pages={props.pages} />
        </Suspense>
      ) : null}
    </>
  )
}
