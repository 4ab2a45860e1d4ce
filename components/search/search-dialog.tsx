'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { inputClasses } from '@/components/ui/form-field'
import { Modal } from '@/components/ui/modal'
import { loadPagefind, searchSite, type SearchHit, type SearchType } from '@/lib/search'
import { routerCanOpen, withBase } from '@/lib/paths'

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 150

const TYPE_LABELS: Record<SearchType, string> = {
  page: 'Page',
  post: 'Post',
  product: 'Product',
  project: 'Project',
}

type Found = { term: string; hits: SearchHit[]; active: number }

/**
 * The search dialog: a combobox field with results as you type (debounced), arrow keys through
 * the results, Enter or a click to open one, Escape or Close to leave (focus goes back to what
 * opened it). Loaded only when a visitor opens the search.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const [term, setTerm] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [failed, setFailed] = useState(false)
  const inputId = useId()
  const listId = useId()
  const query = term.trim()

  // Escape always closes the search (a search field would first only clear itself) and goes
  // no further: a native listener stops it before the document's, so the phone menu behind the
  // dialog stays open and its Search button gets the focus back.
  const escapeRoot = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    const root = escapeRoot.current
    if (!root) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      close.current()
    }
    root.addEventListener('keydown', onKey)
    return () => root.removeEventListener('keydown', onKey)
  }, [])

  // Start loading the index as the dialog opens: the first results come sooner.
  useEffect(() => {
    loadPagefind().catch(() => setFailed(true))
  }, [])

  useEffect(() => {
    if (!query) return
    let live = true
    const timer = setTimeout(() => {
      searchSite(query).then(
        (hits) => live && setFound({ term: query, hits, active: hits.length ? 0 : -1 }),
        () => live && setFailed(true),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query])

  // Results of an older query never show under a newer one.
  const current = query && found?.term === query ? found : null
  const hits = current?.hits ?? []
  const optionId = (index: number) => `${listId}-${index}`

  function open(hit: SearchHit) {
    onClose()
    if (routerCanOpen(hit.url)) router.push(hit.url)
    else window.location.assign(withBase(hit.url))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!current || !hits.length) return
    const last = hits.length - 1
    const move = (active: number) => {
      event.preventDefault()
      setFound({ ...current, active })
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    }
    if (event.key === 'ArrowDown') move(current.active >= last ? 0 : current.active + 1)
    else if (event.key === 'ArrowUp') move(current.active <= 0 ? last : current.active - 1)
    else if (event.key === 'Home' && event.ctrlKey) move(0)
    else if (event.key === 'End' && event.ctrlKey) move(last)
    else if (event.key === 'Enter') {
      const hit = hits[current.active]
      if (hit) {
        event.preventDefault()
        open(hit)
      }
    }
  }

  let status = ''
  if (failed) status = 'Search is unavailable right now. Please try again later.'
  else if (current) {
    status = hits.length
      ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`
      : `No results for “${current.term}”`
  }

  return (
    <Modal open onClose={onClose} title="Search Coverbridge" wide>
      <div ref={escapeRoot}>
        <label htmlFor={inputId} className="sr-only">
          Search pages, posts, products and projects
        </label>
        <input
          id={inputId}
          data-autofocus
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            current && current.active >= 0 ? optionId(current.active) : undefined
          }
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search pages, posts, products, projects"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClasses}
        />
        <p
          role="status"
          className={
            current && !hits.length ? 'mt-6 text-center text-lg font-semibold text-ink' : 'sr-only'
          }
        >
          {status}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          hidden={!hits.length}
          className="mt-4 flex max-h-[min(60dvh,32rem)] flex-col gap-1 overflow-y-auto"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === current?.active}
              onClick={() => open(hit)}
              onMouseMove={() =>
                current && current.active !== index && setFound({ ...current, active: index })
              }
              className="cursor-pointer rounded-control border border-transparent p-3 aria-selected:border-accent-strong aria-selected:bg-surface-alt"
            >
              <span className="flex items-baseline gap-2">
                <span className="shrink-0 rounded-full bg-navy-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {TYPE_LABELS[hit.type]}
                </span>
                <span className="font-semibold text-ink">{hit.title}</span>
              </span>
              <span
                className="mt-1 block text-sm text-muted [&_mark]:bg-accent-soft [&_mark]:font-semibold [&_mark]:text-ink"
                // Pagefind escapes the page text; the only markup is its <mark> around matches.
                dangerouslySetInnerHTML={{ __html: hit.excerpt }}
              />
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  )
}
