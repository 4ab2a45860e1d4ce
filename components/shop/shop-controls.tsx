'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { inputClasses } from '@/components/ui/form-field'
import {
  filterOptions,
  shopHref,
  sortOptions,
  type ShopFilter,
  type ShopQuery,
  type ShopSort,
} from '@/content/products/client'

const isSort = (value: string): value is ShopSort => sortOptions.some((o) => o.value === value)
const isFilter = (value: string): value is ShopFilter =>
  filterOptions.some((o) => o.value === value)

/** Sort and filter dropdowns; a change goes into the URL query and back to page 1. */
export function ShopControls({ query }: { query: ShopQuery }) {
  const router = useRouter()
  const sortId = useId()
  const filterId = useId()
  const go = (next: Partial<ShopQuery>) =>
    router.push(shopHref({ ...query, ...next, page: null }), { scroll: false })

  const groups = ['Category', 'Popularity'] as const
  return (
    <div className="flex flex-col gap-3 xs:flex-row">
      <div className="flex-1 xs:w-52 xs:flex-none">
        <label htmlFor={filterId} className="mb-1 block text-sm font-semibold text-ink">
          Filter
        </label>
        <select
          id={filterId}
          value={query.filter}
          onChange={(event) => {
            if (isFilter(event.target.value)) go({ filter: event.target.value })
          }}
          className={inputClasses}
        >
          {filterOptions
            .filter((option) => option.group === null)
            .map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {filterOptions
                .filter((option) => option.group === group)
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex-1 xs:w-52 xs:flex-none">
        <label htmlFor={sortId} className="mb-1 block text-sm font-semibold text-ink">
          Sort by
        </label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) go({ sort: event.target.value })
          }}
          className={inputClasses}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
