// The pages' rewrites (scripts/lib/export/page-rewrites.mjs) over every core the build may use, each
// page's result kept under .cache/export/pages/ by the hash of everything it depends on: the
// page's HTML and router payload as Next wrote them, the options of the rewrite and the source of
// the rewrite's modules. A rebuild after an edit rewrites only the pages whose HTML changed and
// reads the rest back (their stylesheet is named by its content's hash in the HTML, so a change of
// the stylesheet is a change of every page that links it).
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { withBasePath } from '../../../lib/base-path.mjs'
import { writeWhole } from '../../../lib/write-whole.mjs'
import { hasInlinePayload } from './hydrate-after-paint.mjs'
import { hasBlockingStylesheet } from './inline-css.mjs'
import { leanPayload, withDrawingsAsFiles } from './lean-payload.mjs'
import { rewritePage } from './page-rewrites.mjs'
import { BUILD_ID_PLACEHOLDER } from './build-id.mjs'

const HERE = fileURLToPath(import.meta.url)
const ROOT = join(dirname(HERE), '..', '..', '..')

/** Where the rewritten pages are kept between builds. */
export const PAGE_CACHE = join('.cache', 'export', 'pages')

/** A cached page not used by a build for this long is deleted (other kinds of build share it). */
const CACHE_DAYS = 7

/**
 * The source of a module and of every module of ours it imports, hashed: a change to any of the
 * rewrites (or to the hosts list the policy reads) is a change of every page's result.
 */
export function sourceTreeHash(entry, seen = new Set()) {
  const hash = createHash('sha256')
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    hash.update(`${relative(ROOT, file)}\n${text}`)
    for (const [, spec] of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      visit(join(dirname(file), spec))
    }
  }
  visit(entry)
  return hash.digest('hex')
}

const REWRITES_VERSION = sourceTreeHash(HERE)

/**
 * The export's copy of a page's router payload, by the page's name in the export: about-us.html
 * has about-us.txt beside it, and 404.html (served at any unknown path) the not-found route's
 * _not-found.txt.
 */
export function payloadFileOf(name) {
  return name === '404.html' ? NOT_FOUND_PAYLOAD : name.replace(/\.html$/, '.txt')
}

/** The not-found page's payload, 404.html's and _not-found.html's. */
const NOT_FOUND_PAYLOAD = '_not-found.txt'

/** Rewrites `names` (pages of `out`) in this thread; the build id replaced in each page first. */
function rewriteHere({ out, names, buildId, basePath, rewriteOptions, cacheDir }) {
  const stylesheets = new Map()
  const readCss = (href) => {
    if (!stylesheets.has(href)) {
      // The export's own files: '/_next/static/...' under the path prefix the site is built for.
      const own = withBasePath(basePath, '/_next/static/')
      const file = join(out, ...href.slice(basePath.length).split('/'))
      stylesheets.set(
        href,
        href.startsWith(own) && existsSync(file) ? readFileSync(file, 'utf8') : undefined,
      )
    }
    return stylesheets.get(href)
  }
  const settle = (text) => (buildId ? text.replaceAll(BUILD_ID_PLACEHOLDER, buildId) : text)
  const totals = { pages: 0, outlined: 0, blocking: 0, deferred: 0, cached: 0, leaner: 0 }
  const failures = []
  // The cache's 256 folders, each made once here rather than asked for again with every page.
  const folders = new Set()
  for (const name of names) {
    const file = join(out, name)
    const page = settle(readFileSync(file, 'utf8'))
    const payloadFile = payloadFileOf(name)
    const payloadPath = join(out, payloadFile)
    let payload
    if (existsSync(payloadPath)) {
      const raw = readFileSync(payloadPath, 'utf8')
      payload = { url: withBasePath(basePath, `/${payloadFile}`), text: settle(raw) }
      // The file a visitor fetches leaves out the not-found page (but on the not-found page
      // itself) and points at the files of the drawings the HTML holds (lean-payload.mjs); the
      // page's inline copy, compared with `payload.text`, goes as it is.
      const served =
        payloadFile === NOT_FOUND_PAYLOAD
          ? withDrawingsAsFiles(payload.text)
          : leanPayload(payload.text)
      // 404.html and _not-found.html share one payload, and may be rewritten on two threads at
      // once: the settled text replaces the file whole, so the other never reads half of it.
      if (served !== raw) writeWhole(payloadPath, served)
      totals.leaner += Buffer.byteLength(payload.text) - Buffer.byteLength(served)
    }
    const key = createHash('sha256')
      .update(JSON.stringify([REWRITES_VERSION, rewriteOptions, basePath, payload?.url ?? null]))
      .update('\0')
      .update(page)
      .update('\0')
      .update(payload?.text ?? '')
      .digest('hex')
    const cached = join(cacheDir, key.slice(0, 2), `${key}.json`)
    let result
    if (existsSync(cached)) {
      try {
        result = JSON.parse(readFileSync(cached, 'utf8'))
        const now = new Date()
        utimesSync(cached, now, now)
        totals.cached += 1
      } catch {
        result = undefined
      }
    }
    if (!result) {
      const { html, problems, expected } = rewritePage(page, {
        payload,
        payloadFile,
        readCss,
        ...rewriteOptions,
      })
      result = { html, problems, scripts: expected.scripts }
      if (problems.length === 0) {
        if (!folders.has(dirname(cached))) {
          mkdirSync(dirname(cached), { recursive: true })
          folders.add(dirname(cached))
        }
        // Written whole or not at all: another build's reader never sees half a file.
        writeWhole(cached, JSON.stringify(result))
      }
    }
    failures.push(...result.problems.map((problem) => `  out/${name}: ${problem}`))
    totals.deferred += result.scripts
    if (!hasInlinePayload(result.html)) totals.outlined += 1
    if (hasBlockingStylesheet(result.html)) totals.blocking += 1
    writeFileSync(file, result.html)
    totals.pages += 1
  }
  return { ...totals, failures }
}

/** Deletes cached pages no build has used for CACHE_DAYS. */
function pruneCache(cacheDir) {
  if (!existsSync(cacheDir)) return
  const oldest = Date.now() - CACHE_DAYS * 86_400_000
  for (const folder of readdirSync(cacheDir)) {
    for (const name of readdirSync(join(cacheDir, folder))) {
      const file = join(cacheDir, folder, name)
      if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true })
    }
  }
}

/**
 * Rewrites the pages `names` of `out` in `workers` threads (each a share of the pages, in order),
 * the placeholder build id replaced by `buildId` in each page and its payload first. Resolves to
 * the counts (pages, outlined payloads, blocking stylesheets, deferred scripts, pages read from
 * the cache, bytes the payloads lost with the not-found page) and the problems, each naming its page.
 */
export async function rewritePages(out, names, options) {
  const { workers = 1, cacheDir = PAGE_CACHE, ...rest } = options
  const task = { out, buildId: null, basePath: '', rewriteOptions: {}, cacheDir, ...rest }
  const count = Math.max(1, Math.min(workers, Math.ceil(names.length / 50)))
  const shares = Array.from({ length: count }, (_, i) => names.filter((_, j) => j % count === i))
  const results =
    count === 1
      ? [rewriteHere({ ...task, names })]
      : await Promise.all(
          shares.map(
            (share) =>
              new Promise((resolve, reject) => {
                const worker = new Worker(HERE, {
                  workerData: { role: 'rewrite-pages', task: { ...task, names: share } },
                })
                worker.once('message', resolve)
                worker.once('error', reject)
                worker.once('exit', (code) => {
                  if (code !== 0) reject(new Error(`page rewrite worker stopped with ${code}`))
                })
              }),
          ),
        )
  pruneCache(cacheDir)
  const sum = (field) => results.reduce((total, result) => total + result[field], 0)
  return {
    pages: sum('pages'),
    outlined: sum('outlined'),
    blocking: sum('blocking'),
    deferred: sum('deferred'),
    cached: sum('cached'),
    leaner: sum('leaner'),
    failures: results.flatMap((result) => result.failures).sort(),
  }
}

if (!isMainThread && workerData?.role === 'rewrite-pages') {
  parentPort.postMessage(rewriteHere(workerData.task))
}
