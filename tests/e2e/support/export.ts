import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const OUT = join(process.cwd(), 'out')

/**
 * Every HTML file of the export, as site paths ('/', '/pricing', '/blog-details/5'). Not the CMS
 * at /admin: it is no page of the site (tests/export/admin.test.ts and tests/cms check it).
 */
export function exportedRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (name !== '_next' && !(dir === OUT && name === 'admin')) walk(full)
      } else if (name.endsWith('.html')) {
        const path = `/${relative(OUT, full).replace(/\.html$/, '')}`
        routes.push(path === '/index' ? '/' : path.replace(/\/index$/, ''))
      }
    }
  }
  walk(OUT)
  return routes.sort()
}

/** The HTML files that are pages (not the 404 document and Next's internal _not-found). */
export function pageRoutes(): string[] {
  return exportedRoutes().filter((route) => route !== '/404' && route !== '/_not-found')
}

/** A list of one blog category, topic or author, or of one shop category: its kind, name and page. */
const TAXONOMY_LIST =
  /^\/(blog\/(?:category|topic|author)|shop\/category)\/([^/]+)(?:\/page\/\d+)?$/

/** A later page of a list ('/blog/page/2'): the list's first page. */
const PAGED = /^(.+)\/page\/\d+$/

/** A page made from one post or one product: its kind. */
const CONTENT_PAGE = /^\/(blog-details|shop-details)\/[^/]+$/

/**
 * What a page's main holds, as a browser check reads it: its element names, roles and classes
 * (the words and the drawings' shapes aside).
 */
function markupOf(route: string): Set<string> {
  const main = /<main[\s\S]*<\/main>/.exec(readExported(route))?.[0] ?? ''
  const markup = main.replace(/<svg[\s\S]*?<\/svg>/g, '<svg>')
  const kinds = new Set([...markup.matchAll(/<([a-z][a-z0-9-]*)/g)].map(([, name]) => name!))
  for (const [, roles = ''] of markup.matchAll(/ role="([^"]*)"/g)) kinds.add(`role=${roles}`)
  for (const [, names = ''] of markup.matchAll(/ class="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) kinds.add(`.${name}`)
  }
  return kinds
}

/**
 * The pages a browser sweep loads (the axe, HTML_CodeSniffer and IBM page sweep, the stylesheet
 * part's, the first paint's): every page, less three kinds of repeats that the checks reading the
 * export's files still read whole.
 * - Of the lists of one blog category, topic or author, or one shop category, only the longest
 *   list of each kind, with all its pages: each kind is one template, and the sweeps would load
 *   four templates 30 times over.
 * - Of the pages of posts and products, those whose main brings an element, role or class that
 *   the pages kept before it (in id order) lack: a post with the first table, a product shown
 *   out of stock. A page all of whose markup the kept ones hold is the same template filled with
 *   other words.
 * - Of a list's later pages (`/blog/page/2`), likewise, those whose main brings what its first page
 *   and the later pages kept before it lack: a last page whose pager differs, say.
 */
export function sweptRoutes(): string[] {
  const routes = pageRoutes()
  const pages = new Map<string, Map<string, number>>()
  for (const route of routes) {
    const [, kind, name] = TAXONOMY_LIST.exec(route) ?? []
    if (!kind || !name) continue
    const lists = pages.get(kind) ?? new Map<string, number>()
    lists.set(name, (lists.get(name) ?? 0) + 1)
    pages.set(kind, lists)
  }
  const longest = new Map(
    [...pages].map(([kind, lists]) => [
      kind,
      // The most pages; of equals, the first by name.
      [...lists].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]?.[0],
    ]),
  )
  const byId = (route: string) => Number(/(\d+)$/.exec(route)?.[1] ?? 0)
  const kept = new Map<string, Set<string>[]>()
  const bringsMarkup = (route: string, kind: string) => {
    const markup = markupOf(route)
    const before = kept.get(kind) ?? []
    if (before.some((seen) => [...markup].every((name) => seen.has(name)))) return false
    kept.set(kind, [...before, markup])
    return true
  }
  const content = new Set(
    routes
      .filter((route) => CONTENT_PAGE.test(route))
      .sort((a, b) => byId(a) - byId(b))
      .filter((route) => bringsMarkup(route, CONTENT_PAGE.exec(route)![1]!)),
  )
  // A list's later pages, in page order after its first, each kept if it brings markup.
  const paged = new Set(
    routes
      .filter((route) => PAGED.test(route))
      .sort((a, b) => byId(a) - byId(b))
      .filter((route) => {
        const first = PAGED.exec(route)![1]!
        const kind = `list ${first}`
        if (!kept.has(kind)) kept.set(kind, [markupOf(first)])
        return bringsMarkup(route, kind)
      }),
  )
  return routes.filter((route) => {
    if (CONTENT_PAGE.test(route)) return content.has(route)
    const [, kind, name] = TAXONOMY_LIST.exec(route) ?? []
    if (kind && longest.get(kind) !== name) return false
    return !PAGED.test(route) || paged.has(route)
  })
}

/** Text as React writes it into the exported HTML: `&`, `<`, `>`, `"` and `'` escaped. */
export function asHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

export function readExported(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`
  return readFileSync(join(OUT, file), 'utf8')
}

/** A page's router payload as the export serves it, or undefined for a page without one. */
export function readPayload(route: string): string | undefined {
  const file = join(OUT, route === '/' ? 'index.txt' : `${route.slice(1)}.txt`)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/** Whether a site path resolves to a file the static server would serve with status 200. */
export function resolvesInExport(pathname: string): boolean {
  const clean = decodeURIComponent(pathname.split(/[?#]/)[0] ?? '/')
  if (clean === '/') return existsSync(join(OUT, 'index.html'))
  const base = join(OUT, clean)
  const trimmed = base.replace(/\/+$/, '')
  return [base, `${trimmed}.html`, join(base, 'index.html')].some(
    (file) => existsSync(file) && statSync(file).isFile() && !file.endsWith('/404.html'),
  )
}
