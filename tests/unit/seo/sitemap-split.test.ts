// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SITEMAP_LIMITS, splitSitemap } from '@/scripts/lib/export/sitemap-split.mjs'

const url = (i: number) =>
  `<url>\n<loc>https://www.coverbridge.example/shop-details/${i}</loc>\n<priority>0.6</priority>\n</url>\n`
const sitemap = (count: number) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from({ length: count }, (_, i) => url(i + 1)).join('') +
  '</urlset>\n'
const part = (n: number) => `https://www.coverbridge.example/coverbridge/sitemap-${n}.xml`
const locs = (xml: string | undefined) =>
  [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('the sitemap past the protocol’s limits', () => {
  it('holds the protocol’s caps: 50,000 URLs and 50 MB a file', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50_000_000 })
  })

  it('stays one file, as it was, within both caps', () => {
    const xml = sitemap(50_000)
    expect(splitSitemap(xml, part)).toEqual({ 'sitemap.xml': xml })
  })

  it('becomes an index of parts, every URL in one part in its order, past 50,000 URLs', () => {
    const files = splitSitemap(sitemap(120_001), part)
    expect(Object.keys(files).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ])
    expect(files['sitemap.xml'] ?? '').toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    expect(locs(files['sitemap.xml'])).toEqual([part(1), part(2), part(3)])
    const parts = [1, 2, 3].map((n) => locs(files[`sitemap-${n}.xml`]))
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001])
    expect(parts.flat()).toEqual(locs(sitemap(120_001)))
    for (const n of [1, 2, 3])
      expect(files[`sitemap-${n}.xml`]).toMatch(/^<\?xml[\s\S]*<urlset[\s\S]*<\/urlset>\n$/)
  })

  it('splits by bytes too, no part past the byte cap', () => {
    const limits = { urls: 50_000, bytes: 2_000 }
    const files = splitSitemap(sitemap(40), part, limits)
    const names = Object.keys(files).filter((name) => name !== 'sitemap.xml')
    expect(names.length).toBeGreaterThan(1)
    for (const name of names)
      expect(Buffer.byteLength(files[name] ?? '')).toBeLessThanOrEqual(2_000)
    expect(names.flatMap((name) => locs(files[name]))).toEqual(locs(sitemap(40)))
  })
})
