/** How many page numbers the pager shows around the current page. */
export const PAGE_WINDOW = 5

export function pageCount(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / perPage))
}

/**
 * Reads a page number from untrusted input (a URL query). Anything that is not a whole number
 * falls back to 1; numbers outside 1..total are clamped, so the list is never empty.
 */
export function parsePage(raw: string | null | undefined, total: number): number {
  if (raw == null || !/^-?\d+$/.test(raw.trim())) return 1
  const page = Number.parseInt(raw, 10)
  return Math.min(Math.max(page, 1), Math.max(total, 1))
}

/** Up to `size` consecutive page numbers with the current one as central as the edges allow. */
export function pageWindow(current: number, total: number, size: number = PAGE_WINDOW): number[] {
  const count = Math.max(1, total)
  const page = Math.min(Math.max(1, current), count)
  const width = Math.min(size, count)
  let start = Math.max(1, page - Math.floor(width / 2))
  start = Math.min(start, count - width + 1)
  return Array.from({ length: width }, (_, index) => start + index)
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage
  return items.slice(start, start + perPage)
}

/** One page of a list: its items, its number, how many pages there are, and where it starts. */
export type PageSlice<T> = { items: T[]; page: number; pages: number; offset: number }

export function pageSlice<T>(items: readonly T[], page: number, perPage: number): PageSlice<T> {
  return {
    items: paginate(items, page, perPage),
    page,
    pages: pageCount(items.length, perPage),
    offset: (page - 1) * perPage,
  }
}

/** The URL of one page of a list: page 1 is the list's own route, the others `{base}/page/{n}`. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

/** The route params of pages 2..N of a list, for generateStaticParams (page 1 has its own route). */
export function laterPageParams(totalItems: number, perPage: number): { page: string }[] {
  return paramsAfterFirst(pageCount(totalItems, perPage))
}

/** The route params of pages 2..`pages`. */
export function paramsAfterFirst(pages: number): { page: string }[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({ page: String(index + 2) }))
}

/**
 * A page number from a route segment: only the canonical spelling of 2..total matches ('02',
 * '1' and '99' do not), so every page has exactly one URL. Null means "not a page".
 */
export function pageFromSegment(raw: string, total: number): number | null {
  if (!/^[1-9]\d*$/.test(raw)) return null
  const page = Number(raw)
  return page >= 2 && page <= total ? page : null
}

/** The list path a paged URL belongs to: '/blog/page/2' -> '/blog'; other paths unchanged. */
export function listBasePath(path: string): string {
  return path.replace(/\/page\/\d+$/, '')
}
