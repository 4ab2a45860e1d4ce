// Takes out of the export the route files that no visitor, router or crawler asks for
// (lib/router-files.mjs says which pages prefetch): every `__next._full.txt`, a copy of the
// page's `.txt` that the exported router never fetches, and the per-segment prefetch folders of
// the pages made from content, whose links do not prefetch (the server build no longer makes
// those, segment-data.cjs: should a Next make them again, they go here). What each page keeps is its HTML and
// its `.txt` (the boot script reads it, and a click on a link to it). The fixed pages keep their
// segment files: their links prefetch them. A page's folder that holds other pages (shop/ holds
// shop/page/2.html) keeps those. The segment files kept leave out the copy of the not-found page
// that Next puts in each and point at the files of first-screen drawings (lean-payload.mjs), as
// the pages' payloads do.
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { FULL_PAYLOAD_COPY, routerPrefetches, SEGMENT_FILE } from '../../../lib/router-files.mjs'
import { writeWhole } from '../../../lib/write-whole.mjs'
import { leanPayload } from './lean-payload.mjs'
import { Buffer } from 'node:buffer'

/** Folders of the export that hold no pages: client code, the CMS, the search index, pictures. */
const NOT_PAGES = new Set(['_next', 'admin', 'pagefind', 'images', '_img', 'og'])

function walk(dir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && top && NOT_PAGES.has(entry.name)) return []
    const full = join(dir, entry.name)
    return entry.isDirectory() ? walk(full, false) : [full]
  })
}

/** The route of an exported HTML file: 'shop-details/1.html' is '/shop-details/1'. */
export function routeOf(htmlPath) {
  const route = `/${htmlPath.replace(/\.html$/, '')}`
  return route === '/index' ? '/' : route
}

/**
 * Deletes the route files no one fetches from `out`, and leaves out of the segment files kept the
 * not-found page and the drawings their pages draw (lean-payload.mjs); returns the files removed,
 * their bytes and the bytes the segment files lost (`leaner`).
 * Idempotent: a second run finds nothing to do.
 */
export function pruneRouteFiles(out) {
  const removed = { files: 0, bytes: 0, leaner: 0 }
  const remove = (file) => {
    removed.bytes += statSync(file).size
    removed.files += 1
    rmSync(file)
  }
  const files = walk(out)
  for (const file of files.filter((f) => f.endsWith(`${sep}${FULL_PAYLOAD_COPY}`))) remove(file)
  for (const page of files.filter((f) => f.endsWith('.html'))) {
    const route = routeOf(relative(out, page).split(sep).join('/'))
    const folder = page.replace(/\.html$/, '')
    if (routerPrefetches(route) || !existsSync(folder) || !statSync(folder).isDirectory()) continue
    for (const name of readdirSync(folder)) {
      if (SEGMENT_FILE.test(name) && existsSync(join(folder, name))) remove(join(folder, name))
    }
    if (readdirSync(folder).length === 0) rmdirSync(folder)
  }
  for (const file of walk(out)) {
    if (!SEGMENT_FILE.test(basename(file)) || basename(dirname(file)) === '_not-found') continue
    const text = readFileSync(file, 'utf8')
    const lean = leanPayload(text)
    if (lean !== text) {
      removed.leaner += Buffer.byteLength(text) - Buffer.byteLength(lean)
      writeWhole(file, lean)
    }
  }
  return removed
}
