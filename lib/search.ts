import { withBase } from '@/lib/paths'

/**
 * The site search in the browser: Pagefind's script and index are static files under
 * /pagefind/ written by `npm run build` (scripts/search-index.mjs). They load on the first
 * search, never with the page; bundlers leave the import alone.
 */
export type SearchType = 'page' | 'post' | 'product' | 'project'

export type SearchHit = {
  url: string
  title: string
  type: SearchType
  /** Pagefind's excerpt: the page text, HTML-escaped, with the matched words in <mark>. */
  excerpt: string
}

/** One query's answer: the hits shown, and how many pages of each type match it. */
export type SearchFound = { hits: SearchHit[]; counts: Record<SearchType, number> }

type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined> }
/** Filter name, then value, then how many pages hold it. */
type FilterCounts = Record<string, Record<string, number> | undefined>
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  filters(): Promise<FilterCounts>
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: { data(): Promise<PagefindData> }[]
    /** Counts per filter value for the term, whatever filter is applied. */
    totalFilters: FilterCounts
  } | null>
}

export const PAGEFIND_URL = '/pagefind/pagefind.js'
/** Results shown at most. */
export const SEARCH_LIMIT = 8
/** Suggested searches shown before the first keystroke. */
export const SUGGESTION_COUNT = 4

export const SEARCH_TYPES: readonly SearchType[] = ['page', 'post', 'product', 'project']

/** What a result of each type is called where it is shown. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  page: 'Page',
  post: 'Post',
  product: 'Product',
  project: 'Project',
}

/** How many pages match, of one type or (`null`) of all. */
export function matchCount(counts: Record<SearchType, number>, only: SearchType | null): number {
  return only ? counts[only] : SEARCH_TYPES.reduce((sum, each) => sum + counts[each], 0)
}

/**
 * How Pagefind orders results: a match in a page's title (its <h1>, stored as the `title`
 * metadata) adds twice Pagefind's default boost on top of the body's score.
 */
export const SEARCH_RANKING = { metaWeights: { title: 10 } }

let loading: Promise<Pagefind> | null = null

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ withBase(PAGEFIND_URL)
    ) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      // Result URLs as site paths ('/pricing'): Pagefind would put the folder it was loaded from
      // in front of them, and the router adds the path prefix itself.
      await pagefind.options({ excerptLength: 22, ranking: SEARCH_RANKING, baseUrl: '/' })
      await pagefind.init()
      // Load the filter index before the first search: without it a search's type counts are
      // empty.
      await pagefind.filters()
      return pagefind
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function toHit(data: PagefindData): SearchHit {
  const type = SEARCH_TYPES.find((known) => known === data.meta.type) ?? 'page'
  // A list page is matched by its heading only: its excerpt is its lead, kept as metadata.
  const excerpt = data.meta.description ? escapeHtml(data.meta.description) : data.excerpt
  return { url: data.url, title: data.meta.title ?? data.url, type, excerpt }
}

/** Pagefind's counts of the `type` filter as a full record (a type no page matches is 0). */
export function typeCounts(filters: FilterCounts): Record<SearchType, number> {
  const found = filters.type ?? {}
  return {
    page: found.page ?? 0,
    post: found.post ?? 0,
    product: found.product ?? 0,
    project: found.project ?? 0,
  }
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * Pagefind's order, except that a hit whose title holds every word typed comes first, and one
 * whose title is exactly the words typed before that. Pagefind matches stems, so to it the home
 * page's "bind" in its headline is as good a title match as "Binding Authority Handbook" is for
 * "binding"; a visitor who typed "binding" meant the second. The sort is stable.
 */
export function rankByTitle(term: string, hits: SearchHit[]): SearchHit[] {
  const typed = words(term)
  if (!typed.length) return hits
  const rank = (hit: SearchHit) => {
    const title = words(hit.title)
    if (title.join(' ') === typed.join(' ')) return 2
    return typed.every((word) => title.includes(word)) ? 1 : 0
  }
  return hits
    .map((hit) => ({ hit, rank: rank(hit) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ hit }) => hit)
}

/** The pages matching the term, of one type or of all, with the count of each type. */
export async function searchSite(
  term: string,
  type: SearchType | null = null,
): Promise<SearchFound> {
  const pagefind = await loadPagefind()
  const found = await pagefind.search(term, type ? { filters: { type } } : undefined)
  if (!found) return { hits: [], counts: typeCounts({}) }
  const data = await Promise.all(found.results.slice(0, SEARCH_LIMIT).map((hit) => hit.data()))
  return { hits: rankByTitle(term, data.map(toHit)), counts: typeCounts(found.totalFilters) }
}

/** The post categories with the most posts: searches worth suggesting before the first keystroke. */
export async function searchSuggestions(): Promise<string[]> {
  const pagefind = await loadPagefind()
  const categories = (await pagefind.filters()).category ?? {}
  return Object.entries(categories)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, SUGGESTION_COUNT)
    .map(([name]) => name)
}
