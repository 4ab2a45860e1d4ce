'use client'

import { useRouter } from 'next/navigation'
import { useId, type ReactNode } from 'react'
import { inputClasses, SelectOptions } from '@/components/ui/form-field'
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

/** One labelled dropdown of the shop's controls: a choice `accept` knows goes to `onChoose`. */
function Control<T extends string>({
  label,
  value,
  accept,
  onChoose,
  children,
}: {
  label: string
  value: T
  accept: (value: string) => value is T
  onChoose: (value: T) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex-1 xs:w-52 xs:flex-none">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (accept(event.target.value)) onChoose(event.target.value)
        }}
        className={inputClasses}
      >
        {children}
      </select>
    </div>
  )
}

/** Sort and filter dropdowns; a change goes into the URL query and back to page 1. */
export function ShopControls({ query }: { query: ShopQuery }) {
  const router = useRouter()
  const go = (next: Partial<ShopQuery>) =>
    router.push(shopHref({ ...query, ...next, page: null }), { scroll: false })

  const groups = ['Category', 'Popularity'] as const
  return (
    <div className="flex flex-col gap-3 xs:flex-row">
      <Control
        label="Filter"
        value={query.filter}
        accept={isFilter}
        onChoose={(filter) => go({ filter })}
      >
        <SelectOptions options={filterOptions.filter((option) => option.group === null)} />
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            <SelectOptions options={filterOptions.filter((option) => option.group === group)} />
          </optgroup>
        ))}
      </Control>
      <Control label="Sort by" value={query.sort} accept={isSort} onChoose={(sort) => go({ sort })}>
        <SelectOptions options={sortOptions} />
      </Control>
    </div>
  )
}
