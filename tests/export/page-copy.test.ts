// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { readExported } from '../e2e/support/export'

// Every word of a page's copy file reaches the HTML of the pages it writes: the author's edit
// shows, and no page keeps a copy of its own in code. Ids, pictures and alternative texts are
// not visible copy and are left out.
const FILES: [file: string, routes: string[]][] = [
  ['pages/home.yaml', ['/']],
  ['pages/about-us.yaml', ['/about-us']],
  ['pages/about-us-2.yaml', ['/about-us-2']],
  ['pages/customers.yaml', ['/customers']],
  ['pages/faq.yaml', ['/faq']],
  ['pages/pricing.yaml', ['/pricing']],
  ['pages/projects.yaml', ['/project-v1', '/project-v2', '/project-v3']],
  ['pages/services.yaml', ['/service-v1', '/service-v2']],
  ['pages/team.yaml', ['/team-v1', '/team-v2']],
  ['pages/testimonial.yaml', ['/testimonial']],
  ['pages/what-we-offer.yaml', ['/what-we-offer']],
]

const HIDDEN_KEYS = new Set(['id', 'src', 'alt'])

/** Every string of a parsed file, with the path of its field. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      HIDDEN_KEYS.has(key) ? [] : strings(item, path ? `${path}.${key}` : key),
    )
  }
  return []
}

const visibleText = (route: string) => {
  const document = new DOMParser().parseFromString(readExported(route), 'text/html')
  return (document.body.textContent ?? '').replace(/\s+/g, ' ')
}

test.each(FILES)('every line of %s is on its pages', (file, routes) => {
  const copy = parse(readFileSync(join(process.cwd(), 'content', file), 'utf8')) as unknown
  const text = routes.map(visibleText).join(' ')
  const fields = strings(copy)
  expect(fields.length).toBeGreaterThan(0)
  const missing = fields.filter(([, words]) => !text.includes(words.replace(/\s+/g, ' ')))
  expect(missing).toEqual([])
})

test("the shop's banner is every shop page's h1 and lead", () => {
  const { banner } = parse(
    readFileSync(join(process.cwd(), 'content/products/shop.yaml'), 'utf8'),
  ) as { banner: { title: string; lead: string } }
  for (const route of ['/shop', '/shop/page/2']) {
    const document = new DOMParser().parseFromString(readExported(route), 'text/html')
    expect(document.querySelector('main h1')?.textContent, route).toBe(banner.title)
    expect(document.querySelector('main')?.textContent, route).toContain(banner.lead)
  }
})

test("the cart's and the wishlist's leads are their banners' and their descriptions", () => {
  const { savedLists } = parse(
    readFileSync(join(process.cwd(), 'content/products/shop.yaml'), 'utf8'),
  ) as { savedLists: Record<'cart' | 'wishlist', { lead: string }> }
  for (const [list, title] of [
    ['cart', 'Cart'],
    ['wishlist', 'Wishlist'],
  ] as const) {
    const route = `/${list}`
    const document = new DOMParser().parseFromString(readExported(route), 'text/html')
    const h1 = document.querySelector('main h1')
    expect(h1?.textContent, route).toBe(title)
    expect(h1?.nextElementSibling?.textContent, route).toBe(savedLists[list].lead)
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')
    expect(description, route).toBe(savedLists[list].lead)
  }
})
