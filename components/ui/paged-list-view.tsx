import type { ReactNode } from 'react'
import { Pagination } from './pagination'

export type PagedListProps = {
  /** The items of this page only, already rendered (server components), in order. */
  items: ReactNode[]
  /** This page's number (1-based) and the number of pages of the whole list. */
  page: number
  pages: number
  /** The list's own route, e.g. '/blog': page N lives at '/blog/page/N'. */
  basePath: string
  /** Accessible name of the pager, e.g. 'Blog pages'. */
  label: string
  /** Position of the first item in the whole list (keys stay unique across pages). */
  offset?: number
  listClassName?: string
  itemClassName?: string
}

/** One page of a list, with the pager under it. */
export function PagedListView({
  items,
  page,
  pages,
  basePath,
  label,
  offset = 0,
  listClassName,
  itemClassName,
}: PagedListProps) {
  return (
    <>
      <ul className={listClassName}>
        {items.map((item, index) => (
          // Position in the whole list: stable, and unique even where sample ids repeat.
          <li key={offset + index} className={itemClassName}>
            {item}
          </li>
        ))}
      </ul>
      <Pagination current={page} total={pages} basePath={basePath} label={label} />
    </>
  )
}
