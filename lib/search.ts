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

type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined> }
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>
}

export const PAGEFIND_URL = '/pagefind/pagefind.js'
/** Results shown at most. */
export const SEARCH_LIMIT = 8

const TYPES: readonly SearchType[] = ['page', 'post', 'product', 'project']

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
      await pagefind.options({ excerptLength: 22, baseUrl: '/' })
      await pagefind.init()
      return pagefind
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

export function toHit(data: PagefindData): SearchHit {
  const type = TYPES.find((known) => known === data.meta.type) ?? 'page'
  return { url: data.url, title: data.meta.title ?? data.url, type, excerpt: data.excerpt }
}

export async function searchSite(term: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind()
  const found = await pagefind.search(term)
  if (!found) return []
  const data = await Promise.all(found.results.slice(0, SEARCH_LIMIT).map((hit) => hit.data()))
  return data.map(toHit)
}
