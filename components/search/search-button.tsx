'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'

// The dialog and the search index load when a visitor opens the search, never with the page.
const SearchDialog = dynamic(() => import('./search-dialog'), { ssr: false })

function typing(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/**
 * Opens the site search. `shortcuts` (one button per page) also opens it with Ctrl+K / Cmd+K
 * and with '/' when the visitor is not typing in a field. `label` shows the word beside the icon.
 */
export function SearchButton({
  shortcuts,
  label,
  className,
}: {
  shortcuts?: boolean
  label?: boolean
  className?: string
}) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!shortcuts) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return
      const combo = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !typing(event.target)
      if (combo || slash) {
        event.preventDefault()
        setOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shortcuts])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts ? 'Control+K Meta+K /' : undefined}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control text-ink hover:bg-surface-alt hover:text-accent-strong',
          className,
        )}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={label ? 'font-medium' : 'sr-only'}>Search</span>
      </button>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}
