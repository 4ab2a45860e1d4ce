import type { ReactNode } from 'react'
import { pageCount, paginate } from '@/lib/pagination'
import { Pagination } from './pagination'

export type PagedListProps = {
  /** Every item, already rendered (server components), in order. */
  items: ReactNode[]
  perPage: number
  /** Accessible name of the pager, e.g. 'Blog pages'. */
  label: string
  listClassName?: string
  itemClassName?: string
}

/** One page of `items` as a list, with the pager under it. */
export function PagedListView({
  items,
  perPage,
  page,
  label,
  listClassName,
  itemClassName,
}: PagedListProps & { page: number }) {
  const total = pageCount(items.length, perPage)
  const start = (page - 1) * perPage
  return (
    <>
      <ul className={listClassName}>
        {paginate(items, page, perPage).map((item, index) => (
          // Position in the whole list: stable, and unique even where sample ids repeat.
          <li key={start + index} className={itemClassName}>
            {item}
          </li>
        ))}
      </ul>
      <Pagination current={page} total={total} label={label} />
    </>
  )
}
