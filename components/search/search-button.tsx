'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { Glyph } from '@/components/ui/glyph'
import { cn } from '@/lib/cn'

// The dialog and the search index load when a visitor opens the search, never with the page.
const SearchDialog = dynamic(() => import('./search-dialog'), { ssr: false })

const PLACES = {
  // The header bar from 1024 px: an icon button.
  header: 'hidden size-11 justify-center lg:inline-flex',
  // The phone menu: a full-width row with the word beside the icon.
  menu: 'mt-2 flex min-h-11 w-full gap-2 border border-line px-3 font-medium',
}

/**
 * Opens the site search. The header's button (`place="header"`, one per page) also opens it with
 * Ctrl+K / Cmd+K. No shortcut is a single character (WCAG 2.1.4): '/' once opened it too, which a
 * speech-input visitor saying a word with a slash in it would set off, with no way to turn it off.
 */
export function SearchButton({ place }: { place: keyof typeof PLACES }) {
  const shortcuts = place === 'header'
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!shortcuts) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
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
        aria-keyshortcuts={shortcuts ? 'Control+K Meta+K' : undefined}
        onClick={() => setOpen(true)}
        className={cn(
          'items-center rounded-control text-ink hover:bg-surface-alt hover:text-accent-strong',
          PLACES[place],
        )}
      >
        <Glyph size={20} pen={{ width: 2, cap: 'round' }}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </Glyph>
        <span className={place === 'menu' ? undefined : 'sr-only'}>Search</span>
      </button>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}
