import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { countEvent } from '@/lib/analytics/events'
import {
  loadPagefind,
  matchCount,
  searchSite,
  searchSuggestions,
  type SearchHit,
  type SearchType,
} from '@/lib/search'
import { routerCanOpen, withBase } from '@/lib/paths'

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 150

/** One query's answer as shown: what it was for, and which result is selected (-1: none). */
export type Found = {
  term: string
  type: SearchType | null
  hits: SearchHit[]
  counts: Record<SearchType, number>
  active: number
}

/**
 * The search dialog's state: the text typed, the type chosen, the suggestions read from the
 * index, and the results of the current query (debounced; an older query's answer never shows
 * under a newer one). The field's keys move the selection through the results and open one.
 */
export function useSiteSearch(onClose: () => void) {
  const router = useRouter()
  const [term, setTerm] = useState('')
  const [type, setType] = useState<SearchType | null>(null)
  const [found, setFound] = useState<Found | null>(null)
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [failed, setFailed] = useState(false)
  const listId = useId()
  const query = term.trim()
  // One search counted per opening of the dialog, at its first answer; never what was typed. The
  // test is a constant of the build: every render of a build with analytics makes this call, and
  // a build without has neither it nor the flag.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const counted = process.env.COVERBRIDGE_ANALYTICS === 'on' ? useRef(false) : null

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
        ({ hits, counts }) => {
          if (!live) return
          setFound({ term: query, type, hits, counts, active: hits.length ? 0 : -1 })
          if (counted && !counted.current) {
            counted.current = true
            countEvent('search')
          }
        },
        () => live && setFailed(true),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query, type, counted])

  // Results of an older query or type never show under a newer one.
  const current = query && found?.term === query && found.type === type ? found : null
  const hits = current?.hits ?? []
  const optionId = (index: number) => `${listId}-${index}`

  function select(active: number) {
    if (current && current.active !== active) setFound({ ...current, active })
  }

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
    const count = matchCount(current.counts, current.type)
    status = hits.length
      ? `${count} ${count === 1 ? 'result' : 'results'}${count > hits.length ? `, the first ${hits.length} shown` : ''}`
      : `No results for “${current.term}”`
  }

  return {
    term,
    setTerm,
    query,
    type,
    setType,
    suggestions,
    current,
    hits,
    status,
    listId,
    optionId,
    select,
    onKeyDown,
  }
}
