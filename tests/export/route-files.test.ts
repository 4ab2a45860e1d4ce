import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import { expect, test } from 'vitest'
import { FULL_PAYLOAD_COPY, routerPrefetches, SEGMENT_FILE } from '@/lib/router-files.mjs'
import { contentTypeOf } from '@/scripts/lib/deploy/s3-deploy.mjs'
import { missingRows } from '@/scripts/lib/export/lean-payload.mjs'
import { exportFiles } from '@/scripts/lib/deploy/s3-sync.mjs'
import { OUT, pageRoutes } from '../e2e/support/export'

// What the prune left in the export (scripts/lib/export/prune-export.mjs): every page its HTML and its
// router payload, the fixed pages their prefetch folders, no page made from content a folder,
// no payload copy anywhere. The browser journeys (route-files.spec.ts, the engines smoke) prove
// the router asks for nothing else.

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}
const pageFile = (route: string, ext: string) =>
  join(OUT, route === '/' ? `index${ext}` : `${route.slice(1)}${ext}`)

test('every page keeps its HTML and its .txt; only the fixed pages keep prefetch folders', () => {
  const wrong: string[] = []
  const routes = pageRoutes()
  expect(routes.some((route) => !routerPrefetches(route))).toBe(true)
  for (const route of routes) {
    if (!existsSync(pageFile(route, '.txt'))) wrong.push(`${route}: no .txt`)
    const folder = route === '/' ? OUT : pageFile(route, '')
    const segments = existsSync(folder)
      ? readdirSync(folder).filter((name) => SEGMENT_FILE.test(name))
      : []
    if (routerPrefetches(route) && !segments.includes('__next._tree.txt'))
      wrong.push(`${route}: its links prefetch, but it has no __next._tree.txt`)
    if (!routerPrefetches(route) && segments.length)
      wrong.push(`${route}: ${segments.length} prefetch files no link asks for`)
  }
  const copies = files(OUT).filter((file) => file.endsWith(`${sep}${FULL_PAYLOAD_COPY}`))
  wrong.push(...copies.map((file) => `${relative(OUT, file)}: a payload copy`))
  expect(wrong).toEqual([])
})

test('no router file carries the not-found page but its own, and each names only rows it holds', () => {
  const pages = new Set([
    ...pageRoutes().map((route) => pageFile(route, '.txt')),
    join(OUT, '_not-found.txt'),
  ])
  const routerFiles = files(OUT).filter(
    (file) => pages.has(file) || SEGMENT_FILE.test(basename(file)),
  )
  expect(routerFiles.filter((file) => pages.has(file)).length).toBe(pages.size)
  const wrong: string[] = []
  for (const file of routerFiles) {
    const name = relative(OUT, file)
    const text = readFileSync(file, 'utf8')
    const ownPage = name === '_not-found.txt' || name.startsWith(`_not-found${sep}`)
    if (!ownPage && text.includes('"notFound":[')) wrong.push(`${name}: carries the not-found page`)
    const missing = missingRows(text)
    if (missing === null) wrong.push(`${name}: not a router payload read to the byte`)
    else if (missing.length) wrong.push(`${name}: names rows it lacks: ${missing.join(', ')}`)
  }
  expect(wrong).toEqual([])
  // The not-found page keeps its own: a visitor who lands on 404.html is shown it from there.
  expect(readFileSync(join(OUT, '_not-found.txt'), 'utf8')).toContain('"notFound":[')
})

test('an object store gets a known type for every file of the export', async () => {
  const unknown = (await exportFiles(OUT)).filter(
    (file: string) =>
      contentTypeOf(file) === 'application/octet-stream' && !/\.(pf_\w+|pagefind)$/.test(file),
  )
  expect(unknown).toEqual([])
})
