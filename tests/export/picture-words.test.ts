// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { products } from '../../content/products'
import { svgDataUrl } from '@/lib/inline-image'
import { exportedRoutes, OUT, readExported, readPayload } from '../e2e/support/export'

// A picture's words stay in the picture. A first-screen SVG is drawn in the page, and its words
// are drawn as shapes (lib/images/outlined.ts): the page's text, its search index and the
// checkers read only the page's own copy.

const documentOf = (route: string) =>
  new DOMParser().parseFromString(readExported(route), 'text/html')

const pages = exportedRoutes().map((route) => ({ route, document: documentOf(route) }))

test('no page draws a <text> or <tspan> inside an inline svg, and its drawings hold no words', () => {
  const words: string[] = []
  let drawings = 0
  for (const { route, document } of pages) {
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.querySelector('text, tspan')) words.push(`${route}: ${svg.outerHTML.slice(0, 160)}`)
    }
    for (const svg of document.querySelectorAll('svg[data-first-screen]')) {
      drawings += 1
      const text = svg.textContent?.trim()
      if (text) words.push(`${route}: "${text.slice(0, 80)}"`)
    }
  }
  expect(words).toEqual([])
  expect(pages.length).toBeGreaterThan(100)
  // The sweep saw the drawings it is about: the hero, cards, posts, products, projects.
  expect(drawings).toBeGreaterThan(100)
  // Nor does any HTML hold one, anywhere (a fragment of markup written as text, say).
  expect(pages.filter(({ route }) => /<(?:text|tspan)\b/.test(readExported(route)))).toEqual([])
})

test('each drawing places its glyphs by ids of its own, which resolve inside it', () => {
  const wrong: string[] = []
  for (const { route, document } of pages) {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    for (const svg of document.querySelectorAll('svg[data-first-screen]')) {
      const own = [...svg.querySelectorAll('[id]')].map((element) => element.id)
      const shared = own.filter((id) => ids.indexOf(id) !== ids.lastIndexOf(id))
      if (shared.length) wrong.push(`${route}: ids used twice: ${shared.slice(0, 5).join(' ')}`)
      for (const use of svg.querySelectorAll('use')) {
        const target = use.getAttribute('href')?.slice(1) ?? ''
        if (!svg.querySelector(`[id="${target}"]`))
          wrong.push(`${route}: #${target} is not in its drawing`)
      }
    }
  }
  expect(wrong).toEqual([])
})

test("a drawing's copy is in the page's HTML only: its router payload draws the drawing's file", () => {
  const wrong: string[] = []
  let drawn = 0
  for (const { route, document } of pages) {
    // A copy drawn with its words as shapes places its glyphs with <use>.
    const copies = [...document.querySelectorAll('svg[data-first-screen]')].filter((svg) =>
      svg.querySelector('use'),
    )
    if (!copies.length) continue
    drawn += copies.length
    const payload = readPayload(route) ?? ''
    // A drawing inside a Suspense boundary whose fallback the server drew would stay in the
    // payload (lean-payload.mjs): the browser draws it anew. No page does that to its pictures;
    // the shop reads its query after hydration for that reason.
    if (payload.includes('<use href=')) wrong.push(`${route}: its payload carries a drawn copy`)
    const files = [...payload.matchAll(/<image href=\\"([^"\\]+)\\"/g)].map(([, file]) => file!)
    if (files.length < copies.length) {
      wrong.push(`${route}: ${copies.length} drawings, ${files.length} files in its payload`)
    }
    for (const file of files) {
      if (!existsSync(join(OUT, file))) wrong.push(`${route}: ${file} is not in the export`)
    }
  }
  expect(wrong).toEqual([])
  expect(drawn).toBeGreaterThan(50)
})

test("the home page's hero is a named picture, drawn in the page with its words as shapes", () => {
  const home = pages.find(({ route }) => route === '/')!.document
  const hero = home.querySelector('main svg[data-first-screen]')
  expect(hero?.getAttribute('role')).toBe('img')
  expect(hero?.getAttribute('aria-label')).toMatch(/^A Coverbridge quote comparison/)
  expect(hero?.getAttribute('viewBox')).toBe('0 0 640 520')
  // Its 21 labels, some 300 glyphs, each distinct one defined once.
  expect(hero?.querySelectorAll('use').length).toBeGreaterThan(250)
  expect(hero?.querySelectorAll('defs path[id]').length).toBeGreaterThan(50)
  const file = readFileSync(join(process.cwd(), 'public/images/hero/quote-compare.svg'), 'utf8')
  expect(file).toContain('>Harbor Point Bakery LLC</text>')
})

test("the pictures' words are no page's text; the product cards' titles are", () => {
  const found: string[] = []
  for (const { route, document } of pages) {
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ')
    for (const words of ['Harbor Point Bakery LLC', 'COVERBRIDGE PRESS', 'Forty lines, one']) {
      if (text.includes(words) || readExported(route).includes(words))
        found.push(`${route}: ${words}`)
    }
  }
  expect(found).toEqual([])
  // The cards of /shop's first row, whose pictures are drawn in the page, name their products.
  const shop = pages.find(({ route }) => route === '/shop')!.document
  const titles = [...shop.querySelectorAll('article [id^="product-"][id$="-title"]')].map((title) =>
    title.textContent?.trim(),
  )
  expect(titles.length).toBeGreaterThan(3)
  for (const title of titles) {
    expect(
      products.some((product) => product.title === title),
      title,
    ).toBe(true)
  }
  expect(shop.querySelectorAll('article svg[data-first-screen]').length).toBeGreaterThanOrEqual(3)
})

test("a product's router data carries its first view as its file, never a copy of the drawing", () => {
  // The gallery is given its first view drawn on the server, and the HTML has that drawing. The
  // payload served names the picture's file instead (lean-payload.mjs): no second copy of the
  // markup, and never a percent-encoded one as a data URL.
  const html = documentOf('/shop-details/1')
  const drawn = html.querySelector('[data-testid="main-product-image"]')
  expect(drawn?.tagName.toLowerCase()).toBe('svg')
  const payload = readFileSync(join(OUT, 'shop-details', '1.txt'), 'utf8')
  const firstGlyph = drawn?.querySelector('defs path')?.getAttribute('d') ?? ''
  expect(firstGlyph.length).toBeGreaterThan(10)
  expect(payload).not.toContain(`d="${firstGlyph}"`)
  expect(payload).not.toContain(encodeURIComponent(`d="${firstGlyph}"`))
  expect(payload).toContain(`<image href=\\"${products[0]!.img}\\"`)
})

test('no router data carries a picture as a data URL: a drawing rides in it once, as markup', () => {
  // A client component given a first-screen picture as a data URL prop would carry it a second
  // time, percent-encoded, in every payload of its page. Only the site's icon is one (the
  // metadata's link, a few hundred bytes).
  const icon = svgDataUrl('/icon.svg')
  const found: string[] = []
  let payloads = 0
  for (const route of exportedRoutes()) {
    const payload = readPayload(route)
    if (payload === undefined) continue
    payloads += 1
    for (const [url] of payload.matchAll(/data:image\/svg\+xml,[^"\\\n]*/g)) {
      if (url !== icon) found.push(`${route}: ${url.slice(0, 80)}… (${url.length} characters)`)
    }
  }
  expect(found).toEqual([])
  expect(payloads).toBeGreaterThan(100)
})
