import { expect, test, waitForHydration } from './support/shared-tab'
import type { Page } from '@playwright/test'

// The export leaves out the route files no one fetches (scripts/lib/export/prune-export.mjs): the
// per-segment prefetch folders of products, posts and list pages, and every payload copy. These
// journeys watch every request the router makes while a visitor moves from a list to an item
// and back, with the pointer over each link first (when a link prefetches, it does so then):
// none may answer 4xx or 5xx, each move happens in place (no page load), and the fixed pages
// still prefetch their segment files.

/** Every answer of 400 or more on the site's own host, as 'STATUS /path'. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  return failed
}

/** Route-data requests (the payloads and segment files), as paths. */
function routeRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.txt')) seen.push(pathname)
  })
  return seen
}

/** Marks the document, so a full page load (which drops the mark) is told from a move in place. */
async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
}
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stay?: number }).__stay === 1)

for (const [list, itemLink, heading] of [
  ['/shop', 'a[href^="/shop-details/"]', 'Shop'],
  ['/blog', 'a[href^="/blog-details/"]', 'Blog'],
] as const) {
  test(`${list} to an item and back in place, with no route file missing`, async ({ page }) => {
    test.setTimeout(60_000)
    const failed = failedAnswers(page)
    const requests = routeRequests(page)
    const answered: string[] = []
    page.on('response', (response) => {
      if (response.ok()) answered.push(new URL(response.url()).pathname)
    })
    await page.goto(list)
    await waitForHydration(page)
    await mark(page)
    const link = page.locator(`main ${itemLink}`).first()
    const href = (await link.getAttribute('href'))!
    await link.hover()
    await link.click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading)
    expect(await marked(page), 'opened in place').toBe(true)
    // Its first-screen picture, drawn in the HTML of a page loaded whole, is drawn from its file
    // when the router draws the page: the file is there (no answer of 400 or more, below).
    const picture = page.locator('main svg[data-first-screen] image').first()
    await expect(picture).toHaveAttribute('href', /^\/images\/.+\.svg$/)
    const pictureFile = (await picture.getAttribute('href'))!
    await expect.poll(() => answered.includes(pictureFile)).toBe(true)
    // The item's data came from its one payload, never from a prefetch folder.
    expect(requests.filter((path) => path.startsWith(`${href}/`))).toEqual([])
    expect(requests.some((path) => path === `${href}.txt`)).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(list)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await marked(page), 'back in place').toBe(true)

    // A second item of the same kind: the router knows the route's shape now, and must still
    // ask for the item's one payload, not for a prefetch folder.
    const second = page.locator(`main ${itemLink}:not([href="${href}"])`).first()
    const secondHref = (await second.getAttribute('href'))!
    await second.hover()
    await second.click()
    await expect(page).toHaveURL(secondHref)
    expect(await marked(page), 'second item in place').toBe(true)
    expect(requests.filter((path) => path.startsWith(`${secondHref}/`))).toEqual([])
    await page.goBack()
    await expect(page).toHaveURL(list)

    // The list's next page: a generated page too, opened in place.
    const next = page.getByRole('link', { name: /next page/i }).first()
    if (await next.count()) {
      await next.hover()
      await next.click()
      await expect(page).toHaveURL(`${list}/page/2`)
      expect(await marked(page), 'next page in place').toBe(true)
    }
    expect(failed).toEqual([])
  })
}

test('a fixed page still prefetches its route files on intent, all of them there', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const failed = failedAnswers(page)
  const requests = routeRequests(page)
  await page.goto('/shop')
  await waitForHydration(page)
  await mark(page)
  const link = page.locator('a[href="/pricing"]').first()
  await link.hover()
  await expect
    .poll(() => requests.filter((path) => path.startsWith('/pricing/')).length)
    .toBeGreaterThan(1)
  await link.click()
  await expect(page).toHaveURL('/pricing')
  expect(await marked(page), 'opened in place').toBe(true)
  expect(failed).toEqual([])
})

test('a page loaded whole keeps the drawings its HTML has through hydration, lists included', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // The payload served points at a drawing's file; only the router's own drawing of an element
  // may use it. Hydration keeps the HTML's: no drawing is taken out of the page while it hydrates
  // (the shop reads the address's query after hydration, so its grid is not drawn anew).
  await page.addInitScript(() => {
    const removed: string[] = []
    Reflect.set(window, '__removedDrawings', removed)
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue
          const drawing = node.matches('svg[data-first-screen]')
            ? node
            : node.querySelector('svg[data-first-screen]')
          if (drawing) removed.push(drawing.getAttribute('aria-label') ?? '?')
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  for (const route of ['/', '/shop', '/shop/page/2', '/shop/category/books', '/shop-details/1']) {
    await page.goto(route)
    await waitForHydration(page)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-drawn'))
    const drawings = page.locator('main svg[data-first-screen]')
    expect(await drawings.count(), route).toBeGreaterThan(0)
    expect(await drawings.locator('use').count(), route).toBeGreaterThan(10)
    await expect(drawings.locator('image'), route).toHaveCount(0)
    expect(await page.evaluate(() => Reflect.get(window, '__removedDrawings')), route).toEqual([])
  }
})
