// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GENERATED_PAGES, routerPrefetches } from '@/lib/router-files.mjs'
import { routerPrefetchesPage } from '@/lib/paths'
import { pruneRouteFiles, routeOf } from '@/scripts/lib/export/prune-export.mjs'

/** Every page route under app/, route groups left out: '/shop-details/[id]'. */
function appRoutes(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return appRoutes(full)
    if (entry.name !== 'page.tsx') return []
    const route = relative('app', dir)
      .split(sep)
      .filter((part) => part && !/^\(.*\)$/.test(part))
      .join('/')
    return [`/${route}`]
  })
}

describe('which pages prefetch', () => {
  it('every route made from content (a dynamic segment) is a generated page, no fixed one is', () => {
    const routes = appRoutes()
    const dynamic = routes.filter((route) => route.includes('['))
    const fixed = routes.filter((route) => !route.includes('['))
    expect(dynamic.length).toBeGreaterThanOrEqual(6)
    for (const route of dynamic) {
      const sample = route.replace(/\[[^\]]+\]/g, '7')
      expect(routerPrefetches(sample), route).toBe(false)
    }
    for (const route of fixed) expect(routerPrefetches(route), route).toBe(true)
    expect(GENERATED_PAGES.length).toBe(5)
  })

  it('reads paths with a query, a hash or a trailing slash', () => {
    expect(routerPrefetches('/shop-details/3?x=1')).toBe(false)
    expect(routerPrefetches('/blog-details/3#comments')).toBe(false)
    expect(routerPrefetches('/shop/page/2/')).toBe(false)
    expect(routerPrefetches('/shop')).toBe(true)
    expect(routerPrefetches('/shop?sort=price')).toBe(true)
    expect(routerPrefetches('/')).toBe(true)
    expect(routerPrefetches('/shop-details')).toBe(true)
  })

  it('the lists of each blog category, topic and author and each shop category are generated', () => {
    for (const path of [
      '/blog/category/growth',
      '/blog/category/growth/page/2',
      '/blog/topic/e-and-o',
      '/blog/author/maya-ellison/page/3/',
      '/shop/category/books',
      '/shop/category/books/page/2',
    ])
      expect(routerPrefetches(path), path).toBe(false)
    expect(routerPrefetches('/blog')).toBe(true)
    expect(routerPrefetches('/shop/category')).toBe(true)
  })

  it('links prefetch only pages of this site that the router opens and that keep their files', () => {
    expect(routerPrefetchesPage('/pricing')).toBe(true)
    expect(routerPrefetchesPage('/shop-details/1')).toBe(false)
    expect(routerPrefetchesPage('https://www.naic.org')).toBe(false)
  })
})

describe('no segment files made for the pages made from content', () => {
  const require = createRequire(import.meta.url)
  const next = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), 'utf8')
  type StandIn = {
    routeKeepsSegmentFiles: (route: string) => boolean
    collectSegmentData: (...args: unknown[]) => unknown
    collectPrefetchHints: (...args: unknown[]) => unknown
  }

  /**
   * scripts/lib/export/segment-data.cjs, loaded with a stand-in for Next's module (which reads
   * React's server renderer as only Next's bundling provides it) that says what it was called with.
   */
  function withStandIn(test: (standIn: StandIn, calls: string[]) => void) {
    const real = require.resolve('next/dist/server/app-render/collect-segment-data.js')
    const calls: string[] = []
    const saved = require.cache[real]
    require.cache[real] = {
      id: real,
      filename: real,
      loaded: true,
      exports: {
        collectSegmentData: (...args: unknown[]) => calls.push(`segments ${args.join(' ')}`),
        collectPrefetchHints: (...args: unknown[]) => calls.push(`hints ${args.join(' ')}`),
      },
    } as unknown as NodeJS.Module
    // Next's server sets globalThis.AsyncLocalStorage before any of its modules runs; so does
    // tests/unit/setup.ts, before the worker's first file.
    try {
      const file = join(process.cwd(), 'scripts/lib/export/segment-data.cjs')
      delete require.cache[file]
      test(require(file), calls)
    } finally {
      if (saved) require.cache[real] = saved
      else delete require.cache[real]
    }
  }

  it('a route with params keeps none, a fixed route keeps them', () => {
    withStandIn(({ routeKeepsSegmentFiles }) => {
      for (const route of appRoutes()) {
        expect(routeKeepsSegmentFiles(route), route).toBe(!route.includes('['))
      }
      expect(routeKeepsSegmentFiles('/blog/[kind]/[...list]')).toBe(false)
      expect(routeKeepsSegmentFiles('/shop/category/[[...list]]')).toBe(false)
      expect(routeKeepsSegmentFiles('/')).toBe(true)
    })
  })

  // What the stand-in relies on in the installed Next: an upgrade that changes it fails here, not
  // in a slower build or an export missing a fixed page's files.
  it("Next still renders a page's segment files through the module the build replaces", () => {
    expect(next('server/app-render/entry-base.js')).toContain('require("./collect-segment-data")')
    const render = next('server/app-render/app-render.js')
    expect(render).toContain('await ComponentMod.collectSegmentData(')
    expect(render).toContain('await ComponentMod.collectPrefetchHints(')
    // No segment data is no file: the export writes one file for each entry it is given.
    expect(next('export/routes/app-page.js')).toMatch(/if \(segmentData\) \{/)
    const source = next('server/app-render/collect-segment-data.js')
    expect(source).toMatch(/collectPrefetchHints: function\(\) \{\s+return collectPrefetchHints;/)
    expect(source).toMatch(/collectSegmentData: function\(\) \{\s+return collectSegmentData;/)
  })

  it("answers nothing for a generated page's route and hands a fixed page's to Next", () => {
    withStandIn((standIn, calls) => {
      const {
        workAsyncStorage,
      } = require('next/dist/server/app-render/work-async-storage.external')
      const within = (route: string | undefined, run: () => unknown) =>
        workAsyncStorage.run(route === undefined ? undefined : { route }, run) as unknown
      expect(within('/shop-details/[id]', () => standIn.collectSegmentData('a'))).toBeUndefined()
      expect(within('/blog/[kind]/[...list]', () => standIn.collectPrefetchHints('a'))).toBeNull()
      expect(calls).toEqual([])
      within('/about-us', () => standIn.collectSegmentData('b', 'c'))
      within('/', () => standIn.collectPrefetchHints('d'))
      within(undefined, () => standIn.collectSegmentData('e'))
      expect(calls).toEqual(['segments b c', 'hints d', 'segments e'])
    })
  })
})

describe('the prune of route files', () => {
  let out = ''
  afterEach(() => rmSync(out, { recursive: true, force: true }))

  function exportWith(files: string[]) {
    out = mkdtempSync(join(tmpdir(), 'prune-'))
    for (const file of files) {
      mkdirSync(join(out, file, '..'), { recursive: true })
      writeFileSync(join(out, file), 'x'.repeat(10))
    }
  }
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
    )
  const left = () =>
    filesUnder(out)
      .map((file) => relative(out, file).split(sep).join('/'))
      .sort()

  it('names routes as the router does', () => {
    expect(routeOf('index.html')).toBe('/')
    expect(routeOf('shop/page/2.html')).toBe('/shop/page/2')
  })

  it("keeps every page's HTML and payload, a fixed page's segment files; drops the rest", () => {
    exportWith([
      'index.html',
      'index.txt',
      '__next._full.txt',
      '__next._tree.txt',
      'shop.html',
      'shop.txt',
      'shop/__next._tree.txt',
      'shop/__next._full.txt',
      'shop/page/2.html',
      'shop/page/2.txt',
      'shop/page/2/__next._tree.txt',
      'shop-details/1.html',
      'shop-details/1.txt',
      'shop-details/1/__next._tree.txt',
      'shop-details/1/__next._index.txt',
      'shop-details/1/__next._full.txt',
      'blog-details/4.html',
      'blog-details/4.txt',
      'blog-details/4/__next.!KHNpdGUp.blog-details.$d$id.__PAGE__.txt',
      '_next/static/chunks/__next._full.txt',
      'pagefind/fragment/en_1.pf_fragment',
    ])
    const removed = pruneRouteFiles(out)
    expect(left()).toEqual([
      '__next._tree.txt',
      '_next/static/chunks/__next._full.txt',
      'blog-details/4.html',
      'blog-details/4.txt',
      'index.html',
      'index.txt',
      'pagefind/fragment/en_1.pf_fragment',
      'shop-details/1.html',
      'shop-details/1.txt',
      'shop.html',
      'shop.txt',
      'shop/__next._tree.txt',
      'shop/page/2.html',
      'shop/page/2.txt',
    ])
    expect(removed).toEqual({ files: 7, bytes: 70, leaner: 0 })
    expect(existsSync(join(out, 'shop-details/1'))).toBe(false)
    expect(pruneRouteFiles(out)).toEqual({ files: 0, bytes: 0, leaner: 0 })
  })
})
