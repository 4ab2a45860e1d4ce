import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hydrateAfterPaint } from '@/scripts/lib/export/hydrate-after-paint.mjs'
import { scriptsOf } from '@/scripts/lib/export/export-size.mjs'

/** A page as Next writes it, with or without a first-screen photo. */
const page = (picture: string) =>
  [
    '<!DOCTYPE html><html><head>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
    '<script src="/_next/static/chunks/framework-1.js" async=""></script>',
    '<script src="/_next/static/chunks/app/%5Bid%5D/page-1.js" async=""></script>',
    `</head><body><h1>Title</h1>${picture}`,
    '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script></body></html>',
  ].join('')

describe("a page's first-load scripts, read from the export", () => {
  let out: string
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'export-size-'))
    mkdirSync(join(out, '_next/static/chunks/app/[id]'), { recursive: true })
  })
  afterEach(() => rmSync(out, { recursive: true, force: true }))

  it('are the same whether the boot script or the HTML preloads them', () => {
    const svg = hydrateAfterPaint(page('<img fetchPriority="high" src="data:image/svg+xml,x"/>'))
    const photo = hydrateAfterPaint(
      page(
        '<picture><img loading="eager" fetchPriority="high" src="/_img/p-1-752.jpg"/></picture>',
      ),
    )
    // The photo page preloads nothing in its HTML, not even Next's runtime.
    expect(photo).not.toContain('rel="preload"')
    writeFileSync(join(out, 'svg.html'), svg)
    writeFileSync(join(out, 'photo.html'), photo)
    const expected = [
      '_next/static/chunks/app/[id]/page-1.js',
      '_next/static/chunks/framework-1.js',
      '_next/static/chunks/webpack-1.js',
    ].map((file) => join(out, file))
    // The same files (their order is the order the page names them in, which differs).
    expect(scriptsOf(out, '/svg').sort()).toEqual(expected)
    expect(scriptsOf(out, '/photo').sort()).toEqual(expected)
  })
})
