#!/usr/bin/env node
// Builds the site search index into out/pagefind/ from the exported HTML (run after the build).
// Pagefind reads each page's <main> (header, footer, navigation, forms and sidebars are left
// out, and whatever the components mark data-pagefind-ignore: cards on list pages, prices,
// labels, purchase and share controls), takes the <h1> as the title, and writes a static,
// chunked index: the browser loads only the chunks a query needs. The result type (page, post,
// product, project) comes from the URL and is added to each page as Pagefind metadata and as
// a filter.
//
// Pagefind writes one fragment file per page it indexes (the text a result shows), which at 5,000
// products and 500 posts was 5,542 of the export's 21,083 files: over the 20,000 files Cloudflare
// Pages takes. Beyond MAX_FRAGMENTS pages, Pagefind bundles fragments into shared files (a few
// pages each), and a result loads its bundle: a couple of kilobytes more per result shown.
// `--max-fragments N` sets another bound (the tests use it to reach bundling with a small site).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { close, createIndex } from 'pagefind'
import {
  isSearchable,
  routeOf,
  searchType,
  separateElements,
  withoutInlineImages,
} from './lib/export/search-pages.mjs'

/** Fragment files at most: up to this many pages, one each, as Pagefind writes by default. */
const MAX_FRAGMENTS = 2000

const args = process.argv.slice(2)
const flag = args.indexOf('--max-fragments')
const maxFragments = flag >= 0 ? Number(args.splice(flag, 2)[1]) : MAX_FRAGMENTS
if (!Number.isInteger(maxFragments) || maxFragments < 1) {
  throw new Error('search-index: --max-fragments takes a whole number of files, 1 or more')
}
const OUT = resolve(args[0] ?? 'out')

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) {
      return name === '_next' || name === 'pagefind' ? [] : htmlFiles(full)
    }
    return name.endsWith('.html') ? [full] : []
  })
}

const started = Date.now()
const { index, errors } = await createIndex({
  rootSelector: 'main',
  excludeSelectors: ['nav', 'form', 'aside', 'dialog', '[aria-hidden="true"]', '.sr-only'],
  forceLanguage: 'en',
  maxFragments,
})
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)

const counts = { page: 0, post: 0, product: 0, project: 0 }
for (const file of htmlFiles(OUT)) {
  const route = routeOf(relative(OUT, file))
  const html = readFileSync(file, 'utf8')
  if (!isSearchable(route, html)) continue
  const type = searchType(route)
  // The type as Pagefind metadata (shown beside each result) and as a filter (the type chips
  // and their counts), inside <main> where Pagefind reads.
  // Only <main> goes to Pagefind, which reads nothing else (the stylesheet and router payload
  // around it were most of the bytes it was sent, and of its time).
  const page = separateElements(withoutInlineImages(html))
  const main = page.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? page
  const content = `<!DOCTYPE html><html lang="en"><body>${main.replace(
    /<main\b[^>]*>/,
    (open) =>
      `${open}<span hidden data-pagefind-meta="type:${type}" data-pagefind-filter="type:${type}"></span>`,
  )}</body></html>`
  const added = await index.addHTMLFile({ url: route, content })
  if (added.errors.length) throw new Error(`pagefind ${route}: ${added.errors.join('; ')}`)
  counts[type] += 1
}

const written = await index.writeFiles({ outputPath: join(OUT, 'pagefind') })
if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`)
await close()
// Pagefind's ready-made interfaces; the site has its own dialog and never loads them.
for (const name of readdirSync(join(OUT, 'pagefind'))) {
  if (/^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(name)) {
    rmSync(join(OUT, 'pagefind', name))
  }
}

const size = (dir) =>
  readdirSync(dir).reduce((sum, name) => {
    const full = join(dir, name)
    return sum + (statSync(full).isDirectory() ? size(full) : statSync(full).size)
  }, 0)
console.log(
  `search-index: ${Object.entries(counts)
    .map(([type, n]) => `${n} ${type}s`)
    .join(
      ', ',
    )} into out/pagefind (${Math.round(size(join(OUT, 'pagefind')) / 1024)} KB) in ${Date.now() - started} ms`,
)
