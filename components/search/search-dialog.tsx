'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { inputClasses } from '@/components/ui/form-field'
import { Link } from '@/components/ui/link'
import { Modal } from '@/components/ui/modal'
import { cn } from '@/lib/cn'
import {
  loadPagefind,
  SEARCH_TYPES,
  searchSite,
  searchSuggestions,
  type SearchHit,
  type SearchType,
} from '@/lib/search'
import { routerCanOpen, withBase } from '@/lib/paths'

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 150

const TYPE_LABELS: Record<SearchType, string> = {
  page: 'Page',
  post: 'Post',
  product: 'Product',
  project: 'Project',
}

/** The type chips: All, then one per result type. */
const CHIPS: { type: SearchType | null; label: string }[] = [
  { type: null, label: 'All' },
  ...SEARCH_TYPES.map((type) => ({ type, label: `${TYPE_LABELS[type]}s` })),
]

type Found = {
  term: string
  type: SearchType | null
  hits: SearchHit[]
  counts: Record<SearchType, number>
  active: number
}

const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold text-ink hover:border-accent-strong aria-pressed:border-navy-800 aria-pressed:bg-navy-800 aria-pressed:text-white disabled:opacity-50'

/**
 * The search dialog: a combobox field with results as you type (debounced). Each result is a
 * link: arrow keys move through them, Enter or a click opens one in place, Ctrl/Cmd+click or a
 * middle click opens it in a new tab and leaves the dialog as it was. Chips narrow the results
 * to one type (kept while the query changes). Before the first keystroke it suggests searches
 * drawn from the index; after "No results" it points to the blog and the shop. Escape or Close
 * leaves (focus goes back to what opened it). Loaded only when a visitor opens the search.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const [term, setTerm] = useState('')
  const [type, setType] = useState<SearchType | null>(null)
  const [found, setFound] = useState<Found | null>(null)
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [failed, setFailed] = useState(false)
  const inputId = useId()
  const listId = useId()
  const suggestionsId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
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

  // Start loading the index as the dialog opens: the first results come sooner, and the
  // suggested searches are read from it.
  useEffect(() => {
    let live = true
    loadPagefind()
      .then(() => searchSuggestions())
      .then(
        (names) => live && setSuggestions(names),
        () => live && setFailed(true),
      )
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!query) return
    let live = true
    const timer = setTimeout(() => {
      searchSite(query, type).then(
        ({ hits, counts }) =>
          live && setFound({ term: query, type, hits, counts, active: hits.length ? 0 : -1 }),
        () => live && setFailed(true),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query, type])

  // Results of an older query or type never show under a newer one.
  const current = query && found?.term === query && found.type === type ? found : null
  const hits = current?.hits ?? []
  const optionId = (index: number) => `${listId}-${index}`
  const total = (counts: Record<SearchType, number>, only: SearchType | null) =>
    only ? counts[only] : SEARCH_TYPES.reduce((sum, each) => sum + counts[each], 0)

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

  function suggest(name: string) {
    setTerm(name)
    inputRef.current?.focus()
  }

  let status = ''
  if (failed) status = 'Search is unavailable right now. Please try again later.'
  else if (current) {
    const count = total(current.counts, current.type)
    status = hits.length
      ? `${count} ${count === 1 ? 'result' : 'results'}${count > hits.length ? `, the first ${hits.length} shown` : ''}`
      : `No results for “${current.term}”`
  }

  return (
    <Modal open onClose={onClose} title="Search Coverbridge" wide>
      <div ref={escapeRoot}>
        <label htmlFor={inputId} className="sr-only">
          Search pages, posts, products and projects
        </label>
        <input
          ref={inputRef}
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
        {!query && suggestions.length ? (
          <div className="mt-4">
            <p id={suggestionsId} className="text-sm font-semibold text-muted">
              Popular topics
            </p>
            <ul aria-labelledby={suggestionsId} className="mt-2 flex flex-wrap gap-2">
              {suggestions.map((name) => (
                <li key={name}>
                  <button type="button" onClick={() => suggest(name)} className={chipClasses}>
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* The chips, once something matches: "No results" for every type needs none. */}
        {current && total(current.counts, null) ? (
          <div role="group" aria-label="Result types" className="mt-4 flex flex-wrap gap-2">
            {CHIPS.map((chip) => {
              const count = total(current.counts, chip.type)
              const pressed = chip.type === type
              return (
                <button
                  key={chip.label}
                  type="button"
                  aria-pressed={pressed}
                  disabled={!count && !pressed}
                  onClick={() => setType(chip.type)}
                  className={chipClasses}
                >
                  {chip.label} <span className="font-normal">{count}</span>
                </button>
              )
            })}
          </div>
        ) : null}
        <p
          role="status"
          className={
            current && !hits.length ? 'mt-6 text-center text-lg font-semibold text-ink' : 'sr-only'
          }
        >
          {status}
        </p>
        {current && !hits.length ? (
          <p className="mt-2 text-center text-muted">
            Browse the{' '}
            <Link
              href="/blog"
              onNavigate={onClose}
              className="font-semibold text-accent-strong underline"
            >
              blog
            </Link>{' '}
            or the{' '}
            <Link
              href="/shop"
              onNavigate={onClose}
              className="font-semibold text-accent-strong underline"
            >
              shop
            </Link>
            .
          </p>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          hidden={!hits.length}
          className="mt-4 flex max-h-[min(60dvh,32rem)] flex-col gap-1 overflow-y-auto"
        >
          {hits.map((hit, index) => (
            <li key={hit.url} role="presentation">
              {/* A real link: the status bar shows where it goes, and Ctrl/Cmd+click, a middle
                  click or the context menu open it in a new tab with the dialog left as it was. */}
              <Link
                href={hit.url}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === current?.active}
                onNavigate={onClose}
                onMouseMove={() =>
                  current && current.active !== index && setFound({ ...current, active: index })
                }
                className={cn(
                  'block rounded-control border border-transparent p-3 no-underline',
                  'aria-selected:border-accent-strong aria-selected:bg-surface-alt',
                )}
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
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  )
}
