'use client'

import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type AccordionItem = {
  /** Unique within the group (ids in sample data may repeat: pass a composed key). */
  key: string
  title: ReactNode
  content: ReactNode
}

/**
 * The one accordion: one item open at a time within a group, the first open initially.
 * Closed panels stay in the HTML (hidden), so crawlers and find-in-page still read them.
 */
export function Accordion({
  items,
  defaultOpen = 0,
  headingLevel = 3,
  regions = true,
  className,
}: {
  items: AccordionItem[]
  /** Index of the item open at first; -1 for none. */
  defaultOpen?: number
  headingLevel?: 2 | 3 | 4
  /**
   * Panels as named regions (landmarks). Turn off where the same questions appear twice on a
   * page (the FAQ's 'All' tab), so no two landmarks share a name.
   */
  regions?: boolean
  className?: string
}) {
  const [open, setOpen] = useState<string | null>(items[defaultOpen]?.key ?? null)
  const baseId = useId()
  const Heading = `h${headingLevel}` as const

  return (
    <div className={cn('divide-y divide-line rounded-card border border-line bg-white', className)}>
      {items.map((item, index) => {
        const expanded = open === item.key
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.key}>
            <Heading className="text-lg font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.key)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-surface-alt"
              >
                <span>{item.title}</span>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className={cn(
                    'shrink-0 text-accent-strong transition-transform',
                    expanded && 'rotate-45',
                  )}
                >
                  <path
                    d="M12 5v14M5 12h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            {regions ? (
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-muted"
              >
                {item.content}
              </section>
            ) : (
              <div id={panelId} hidden={!expanded} className="px-5 pb-5 text-muted">
                {item.content}
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}
