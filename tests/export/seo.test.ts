import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { blogPosts } from '../../content/blog'
import { faqItems } from '../../content/faq'
import { products } from '../../content/products'
import { isIndexable, NOINDEX_ROUTES } from '../../lib/seo'
import { OUT, pageRoutes, readExported, readPayload } from '../e2e/support/export'

// Checks over the whole export: a page added later is covered without touching this file.
const SITE = 'http://localhost:3000'
const routes = pageRoutes()

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html)

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
}

test('every page has lang, one h1, its own title and description, and a canonical URL', () => {
  const problems: string[] = []
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const route of routes) {
    const html = readExported(route)
    const title = attr(html, /<title>([^<]*)<\/title>/)
    const description = attr(html, /<meta name="description" content="([^"]*)"/)
    if (!/<html lang="en"/.test(html)) problems.push(`${route}: no lang`)
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0
    if (h1s !== 1) problems.push(`${route}: ${h1s} h1`)
    if (!title || !/ - Coverbridge$/.test(title)) problems.push(`${route}: title '${title}'`)
    if (!description || description.length < 50)
      problems.push(`${route}: description '${description}'`)
    if (!noindex(html)) {
      const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/)
      if (canonical !== (route === '/' ? SITE : `${SITE}${route}`))
        problems.push(`${route}: canonical ${canonical}`)
      if (title && titles.has(title)) problems.push(`${route}: title repeats ${titles.get(title)}`)
      if (description && descriptions.has(description))
        problems.push(`${route}: description repeats ${descriptions.get(description)}`)
      if (title) titles.set(title, route)
      if (description) descriptions.set(description, route)
    }
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      if (!html.includes(`property="${property}"`)) problems.push(`${route}: no ${property}`)
    }
    if (!html.includes('name="twitter:card" content="summary_large_image"'))
      problems.push(`${route}: no twitter card`)
  }
  expect(problems).toEqual([])
})

test("exactly the listed routes (and their lists' later pages) are noindex", () => {
  const wrong = routes.filter((route) => noindex(readExported(route)) !== !isIndexable(route))
  expect(routes).toContain('/project-v2/page/2')
  expect(isIndexable('/project-v2/page/2')).toBe(false)
  expect(isIndexable('/blog/page/2')).toBe(true)
  expect(wrong).toEqual([])
})

test('no duplicate ids and no empty or "#" links', () => {
  const problems: string[] = []
  for (const route of routes) {
    const html = readExported(route).replace(/<script[\s\S]*?<\/script>/g, '')
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index)
    if (repeated.length)
      problems.push(`${route}: duplicate ids ${[...new Set(repeated)].join(', ')}`)
    if (/<a\b[^>]*\shref="(#?)"/.test(html)) problems.push(`${route}: empty or "#" link`)
  }
  expect(problems).toEqual([])
})

test('the sitemap lists exactly the indexable pages', () => {
  const xml = readFileSync(join(OUT, 'sitemap.xml'), 'utf8')
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!.replace(SITE, '') || '/')
    .sort()
  const indexable = routes.filter((route) => !noindex(readExported(route))).sort()
  expect(listed).toEqual(indexable)
})

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = readFileSync(join(OUT, 'robots.txt'), 'utf8')
  expect(robots).toMatch(/User-Agent: \*\nAllow: \//i)
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the RSS feed lists every blog post with a working link', () => {
  const xml = readFileSync(join(OUT, 'feed.xml'), 'utf8')
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
  expect(links).toHaveLength(blogPosts.length)
  expect(new Set(links)).toEqual(
    new Set(blogPosts.map((post) => `${SITE}/blog-details/${post.id}`)),
  )
})

test('structured data: Organization and WebSite on /, BreadcrumbList below it', () => {
  const home = jsonLdBlocks(readExported('/')).map((block) => block['@type'])
  expect(home).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  const missing = routes
    .filter((route) => route !== '/' && !NOINDEX_ROUTES.has(route))
    .filter(
      (route) =>
        !jsonLdBlocks(readExported(route)).some((block) => block['@type'] === 'BreadcrumbList'),
    )
  expect(missing).toEqual([])
})

test('structured data: BlogPosting per post, Product with Offer and rating per product, FAQPage', () => {
  const typesOf = (route: string) => jsonLdBlocks(readExported(route))
  for (const post of blogPosts) {
    const posting = typesOf(`/blog-details/${post.id}`).find(
      (block) => block['@type'] === 'BlogPosting',
    )
    expect(posting?.headline, `post ${post.id}`).toBe(post.title)
  }
  for (const product of products) {
    const data = typesOf(`/shop-details/${product.id}`).find(
      (block) => block['@type'] === 'Product',
    )
    expect(data?.name).toBe(product.title)
    expect((data?.offers as Record<string, unknown>)['@type']).toBe('Offer')
    if (product.reviews.length) expect(data?.aggregateRating).toBeTruthy()
  }
  const faq = typesOf('/faq').find((block) => block['@type'] === 'FAQPage')
  expect((faq?.mainEntity as unknown[]).length).toBe(faqItems.length)
})

test("structured data rides in each page's HTML only: its router payload's scripts are empty", () => {
  // lean-payload.mjs: React keeps the HTML's text when it hydrates, and no crawler reads a
  // script the router draws after a click.
  const wrong: string[] = []
  for (const route of routes) {
    const payload = readPayload(route)
    if (payload === undefined) continue
    const scripts = payload.split('"type":"application/ld+json"').length - 1
    const blocks = jsonLdBlocks(readExported(route)).length
    if (payload.includes('schema.org')) wrong.push(`${route}: its payload carries structured data`)
    if (scripts !== blocks)
      wrong.push(`${route}: ${blocks} blocks in the HTML, ${scripts} in the payload`)
  }
  expect(wrong).toEqual([])
  expect(jsonLdBlocks(readExported('/shop-details/1')).length).toBeGreaterThan(1)
})

// Validating every exported page is CPU work, not waiting: give it room on a busy machine.
test('every page passes html-validate', { timeout: 120_000 }, async () => {
  // Rules from .htmlvalidate.json (README explains each rule turned off).
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const failures: string[] = []
  for (const route of routes) {
    const file = join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
    const report: Report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages)
        failures.push(`${route}: ${message.ruleId} ${message.message}`)
    }
  }
  expect(failures).toEqual([])
})

test("every page's Open Graph card is in the export: a 1200 × 630 PNG with a palette, under 60 KB", async () => {
  const cards = new Set<string>()
  for (const route of routes) {
    const image = attr(readExported(route), /<meta property="og:image" content="([^"]+)"/)
    if (image) cards.add(new URL(image).pathname)
  }
  expect(cards.size).toBeGreaterThan(20)
  const wrong: string[] = []
  for (const card of cards) {
    const file = join(OUT, card)
    const { width, height, format, isPalette, size } = await sharp(file).metadata()
    if (format !== 'png' || width !== 1200 || height !== 630 || !isPalette)
      wrong.push(`${card}: ${format} ${width}×${height}${isPalette ? '' : ', no palette'}`)
    if ((size ?? statSync(file).size) > 60_000) wrong.push(`${card}: ${size} bytes`)
  }
  expect(wrong).toEqual([])
}, 60_000)
