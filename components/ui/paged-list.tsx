import { Suspense } from 'react'
import { PagedListFromUrl } from './paged-list-client'
import { PagedListView, type PagedListProps } from './paged-list-view'

/**
 * A list paged by `?page=N`. The query is only known in the browser (static export), so the
 * exported HTML carries page 1 as the Suspense fallback: its copy is readable without JavaScript,
 * and the browser swaps in the page the URL asks for.
 */
export function PagedList(props: PagedListProps) {
  return (
    <Suspense fallback={<PagedListView {...props} page={1} />}>
      <PagedListFromUrl {...props} />
    </Suspense>
  )
}
