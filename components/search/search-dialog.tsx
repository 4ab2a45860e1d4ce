'use client'

import { useEffect, useId, useRef } from 'react'
import { inputClasses } from '@/components/ui/form-field'
import { Modal } from '@/components/ui/modal'
import { matchCount } from '@/lib/search'
import { PopularTopics, TypeChips } from './search-filters'
import { NoResultsHelp, SearchResults } from './search-results'
import { useSiteSearch } from './use-site-search'

export { SEARCH_DEBOUNCE_MS } from './use-site-search'

/**
 * Escape always closes the search (a search field would first only clear itself) and goes no
 * further: a native listener stops it before the document's, so the phone menu behind the dialog
 * stays open and its Search button gets the focus back.
 */
function useEscapeCloses(onClose: () => void) {
  const root = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    const element = root.current
    if (!element) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      close.current()
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [])
  return root
}

/**
 * The search dialog: a combobox field with results as you type (debounced). Each result is a
 * link: arrow keys move through them, Enter or a click opens one in place, Ctrl/Cmd+click or a
 * middle click opens it in a new tab and leaves the dialog as it was. Chips narrow the results
 * to one type (kept while the query changes). Before the first keystroke it suggests searches
 * drawn from the index; after "No results" it points to the blog and the shop. Escape or Close
 * leaves (focus goes back to what opened it). Loaded only when a visitor opens the search.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const search = useSiteSearch(onClose)
  const { current, hits } = search
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const escapeRoot = useEscapeCloses(onClose)

  function suggest(name: string) {
    search.setTerm(name)
    inputRef.current?.focus()
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
          aria-controls={search.listId}
          aria-autocomplete="list"
          aria-activedescendant={
            current && current.active >= 0 ? search.optionId(current.active) : undefined
          }
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search pages, posts, products, projects"
          value={search.term}
          onChange={(event) => search.setTerm(event.target.value)}
          onKeyDown={search.onKeyDown}
          className={inputClasses}
        />
        {!search.query && search.suggestions.length ? (
          <PopularTopics suggestions={search.suggestions} onPick={suggest} />
        ) : null}
        {/* The chips, once something matches: "No results" for every type needs none. */}
        {current && matchCount(current.counts, null) ? (
          <TypeChips counts={current.counts} type={search.type} onChange={search.setType} />
        ) : null}
        <p
          role="status"
          className={
            current && !hits.length ? 'mt-6 text-center text-lg font-semibold text-ink' : 'sr-only'
          }
        >
          {search.status}
        </p>
        {current && !hits.length ? <NoResultsHelp onNavigate={onClose} /> : null}
        <SearchResults
          listId={search.listId}
          hits={hits}
          active={current?.active}
          optionId={search.optionId}
          onSelect={search.select}
          onNavigate={onClose}
        />
      </div>
    </Modal>
  )
}
