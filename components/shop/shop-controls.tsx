'use client'

import { useRouter } from 'next/navigation'
import { useId, type ReactNode } from 'react'
import { inputClasses, SelectOptions } from '@/components/ui/form-field'
import {
  filterValues,
  shopHref,
  sortValues,
  type ShopControlLabels,
  type ShopFilter,
  type ShopFilterGroup,
  type ShopQuery,
  type ShopSort,
} from '@/content/products/client'

const isSort = (value: string): value is ShopSort => sortValues.some((sort) => sort === value)
const isFilter = (value: string): value is ShopFilter =>
  filterValues.some((option) => option.value === value)

const GROUPS: readonly ShopFilterGroup[] = ['category', 'popularity']

/** The filter's options in one group (null: those above the groups), with their words. */
const filterOptions = (labels: ShopControlLabels, group: ShopFilterGroup | null) =>
  filterValues
    .filter((option) => option.group === group)
    .map(({ value }) => ({ value, label: labels.filter[value] }))

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
export function ShopControls({ query, labels }: { query: ShopQuery; labels: ShopControlLabels }) {
  const router = useRouter()
  const go = (next: Partial<ShopQuery>) =>
    router.push(shopHref({ ...query, ...next, page: null }), { scroll: false })

  return (
    <div className="flex flex-col gap-3 xs:flex-row">
      <Control
        label="Filter"
        value={query.filter}
        accept={isFilter}
        onChoose={(filter) => go({ filter })}
      >
        <SelectOptions options={filterOptions(labels, null)} />
        {GROUPS.map((group) => (
          <optgroup key={group} label={labels.groups[group]}>
            <SelectOptions options={filterOptions(labels, group)} />
          </optgroup>
        ))}
      </Control>
      <Control label="Sort by" value={query.sort} accept={isSort} onChoose={(sort) => go({ sort })}>
        <SelectOptions
          options={sortValues.map((value) => ({ value, label: labels.sort[value] }))}
        />
      </Control>
    </div>
  )
}
