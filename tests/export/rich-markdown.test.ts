// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { readExported } from '../e2e/support/export'

/** The rendered Markdown body of an exported page, as a crawler without JavaScript reads it. */
function markdownBody(route: string): Element {
  const document = new DOMParser().parseFromString(readExported(route), 'text/html')
  const body = document.querySelector('main .prose-copy')
  if (!body) throw new Error(`${route} has no Markdown body`)
  return body
}

// Three posts of different topics show every element an author can write, in the raw HTML.
describe.each([
  { route: '/blog-details/1', topic: 'quoting' },
  { route: '/blog-details/3', topic: 'integrations' },
  { route: '/blog-details/5', topic: 'binding' },
])('$route ($topic) carries every rich element', ({ route }) => {
  const body = markdownBody(route)
  test('h2 and h3 subheadings', () => {
    expect(body.querySelectorAll('h2').length).toBeGreaterThan(0)
    expect(body.querySelectorAll('h3').length).toBeGreaterThan(0)
  })
  test('a list, and a table with a header row', () => {
    expect(body.querySelectorAll('ul > li, ol > li').length).toBeGreaterThan(1)
    expect(body.querySelectorAll('table thead th').length).toBeGreaterThan(1)
    expect(body.querySelectorAll('table tbody tr').length).toBeGreaterThan(0)
  })
  test('a link to a product and a link to another post', () => {
    const hrefs = [...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    expect(hrefs.some((href) => /^\/shop-details\/\d+$/.test(href ?? ''))).toBe(true)
    expect(hrefs.some((href) => /^\/blog-details\/\d+$/.test(href ?? '') && href !== route)).toBe(
      true,
    )
  })
  test('a picture with alt text and a caption', () => {
    const figure = [...body.querySelectorAll('figure')].find((node) =>
      node.querySelector('img[alt]:not([alt=""]) ~ figcaption'),
    )
    expect(figure?.querySelector('figcaption')?.textContent?.trim()).toMatch(/\S/)
  })
})

// Where the legal text enumerates, it is a list.
test.each([
  { route: '/termsofuse', item: 'copy or scrape carrier rates' },
  { route: '/cookiepolicy', item: 'functionality cookies' },
  { route: '/cookiepolicy', item: 'block only third-party cookies' },
])('$route lists "$item"', ({ route, item }) => {
  const items = [...markdownBody(route).querySelectorAll('ul > li')].map((li) => li.textContent)
  expect(items.some((text) => text?.includes(item))).toBe(true)
})
