'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type TabItem = { key: string; label: string; content: ReactNode }

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping),
 * Home/End jump to the ends; only the selected tab is in the Tab order.
 * Inactive panels stay in the HTML (hidden) for crawlers.
 */
export function Tabs({
  items,
  label,
  className,
}: {
  items: TabItem[]
  /** Accessible name of the tab list. */
  label: string
  className?: string
}) {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number) {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 mb-8 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {items.map((item, index) => {
          const active = index === selected
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabRefs.current[index] = node
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 shrink-0 rounded-full border px-5 text-sm font-semibold whitespace-nowrap transition-colors',
                active
                  ? 'border-navy-800 bg-navy-800 text-white'
                  : 'border-line bg-white text-navy-800 hover:border-navy-800',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
