'use client'

import { usePageParam } from '@/lib/hooks/use-page-param'
import { pageCount } from '@/lib/pagination'
import { PagedListView, type PagedListProps } from './paged-list-view'

/** The page comes from `?page=` (clamped: 0, -1, 99 or 'abc' never give an empty list). */
export function PagedListFromUrl(props: PagedListProps) {
  const page = usePageParam(pageCount(props.items.length, props.perPage))
  return <PagedListView {...props} page={page} />
}
