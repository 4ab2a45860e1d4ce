// The export built for a path prefix (npm run build:e2e:base, in out-base/) served under that
// prefix by our server, the root answering 404: every page type loads without one request outside
// the prefix, console error or policy violation, and the islands work.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './support/shared-tab'
import { watchNotFound } from './support/console'
import { E2E_PORT } from './support/hosts'
import { addToCartButton, cartLink, productCard } from './support/shop'
import { readStamp } from '../../scripts/lib/export/build-stamp.mjs'
import { CMS_CONTENT, EDITED_PRODUCT, NEW_FAQ } from '../cms/edited.mjs'

const PREFIX = '/coverbridge'
const ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`
const at = (path: string) => `${ORIGIN}${path === '/' ? PREFIX : `${PREFIX}${path}`}`

test.skip(
  !existsSync(join(process.cwd(), 'out-base', 'index.html')) && !process.env.CI,
  'no prefixed build in out-base/: npm run build:e2e:base',
)

/** Paths the page requested on its own origin outside the prefix. */
function watchOutside(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== ORIGIN) return
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`))
      outside.push(url.pathname)
  })
  return outside
}

const PAGE_TYPES = [
  '/',
  '/pricing',
  '/about-us',
  '/blog',
  '/blog/page/2',
  '/blog/category/growth/page/2',
  '/blog/author/maya-ellison',
  '/blog-details/1',
  '/shop',
  '/shop/category/books',
  '/shop-details/1',
  '/cart',
  '/checkout',
  '/project-v1',
  '/contact',
]

test('every page type loads under the prefix with nothing outside it', async ({
  page,
  consoleErrors,
}) => {
  const outside = watchOutside(page)
  const notFound = watchNotFound(page)
  for (const path of PAGE_TYPES) {
    const response = await page.goto(at(path))
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    // Stylesheet applied: the header is laid out, not a bare list.
    expect(await page.evaluate(() => document.styleSheets.length), path).toBeGreaterThan(0)
  }
  expect(outside, 'requests outside the prefix').toEqual([])
  expect(notFound, '404 responses').toEqual([])
  expect(consoleErrors).toEqual([])
})

test('unknown paths under the prefix, and the root, get the 404 page with status 404', async ({
  page,
}) => {
  const outside = watchOutside(page)
  for (const url of [at('/no-such-page'), `${ORIGIN}/`, `${ORIGIN}/pricing`]) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  }
  await page.getByRole('main').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${PREFIX}`))
  // The 404 page's own assets come from under the prefix; only the two page URLs were outside.
  expect(outside.filter((path) => path !== '/' && path !== '/pricing')).toEqual([])
})

test('islands work under the prefix: cart, search, lightbox, pager, old ?page links', async ({
  page,
  consoleErrors,
}) => {
  const outside = watchOutside(page)
  const notFound = watchNotFound(page)
  await page.goto(at('/shop'))
  await waitForHydration(page)
  await addToCartButton(page.getByRole('main')).first().click()
  await expect(cartLink(page, 1)).toBeVisible()
  await expect(cartLink(page, 1)).toHaveAttribute('href', `${PREFIX}/cart`)

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search Coverbridge' })
  await dialog.getByRole('combobox').fill('binding authority')
  const option = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${PREFIX}/`))
  await expect(dialog).toHaveCount(0)

  await page.goto(at('/project-v1'))
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /^View larger: / })
    .first()
    .click()
  const viewer = page.getByRole('dialog', { name: 'Image viewer' })
  await expect(viewer).toBeVisible()
  await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute(
    'src',
    new RegExp(`^${PREFIX}/images/`),
  )
  await page.keyboard.press('Escape')

  await page.goto(at('/blog'))
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: 'Next page' })
    .click()
  await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/blog/page/2`)

  await page.goto(at('/blog?page=3'))
  await waitForHydration(page)
  await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/blog/page/3`)

  expect(outside, 'requests outside the prefix').toEqual([])
  expect(notFound, '404 responses').toEqual([])
  expect(consoleErrors).toEqual([])
})

/** Every post of the prefixed export, and the legal pages: the pages whose body is Markdown. */
function markdownRoutes(): string[] {
  const posts = readdirSync(join(process.cwd(), 'out-base', 'blog-details'))
    .filter((name) => /^\d+\.html$/.test(name))
    .map((name) => `/blog-details/${name.replace('.html', '')}`)
  return [...posts, '/termsofuse', '/privacy', '/cookiepolicy']
}

test('category links and the old ?category address stay under the prefix', async ({
  page,
  consoleErrors,
}) => {
  const outside = watchOutside(page)
  const notFound = watchNotFound(page)
  await page.goto(at('/blog'))
  await waitForHydration(page)
  await page
    .getByRole('complementary', { name: 'Blog sidebar' })
    .getByRole('link', { name: 'Growth', exact: true })
    .click()
  await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/blog/category/growth`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth articles')

  await page.goto(at('/shop?category=magazine'))
  await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/shop/category/magazine`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance trade magazines')
  await page
    .getByRole('navigation', { name: 'Shop categories' })
    .getByRole('link', { name: 'Books' })
    .click()
  await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/shop/category/books`)

  expect(outside, 'requests outside the prefix').toEqual([])
  expect(notFound, '404 responses').toEqual([])
  expect(consoleErrors).toEqual([])
})

test('every picture and site link inside a Markdown body answers 200 under the prefix', async ({
  request,
}) => {
  const routes = markdownRoutes()
  expect(routes.length).toBeGreaterThan(20)
  const checked = new Set<string>()
  let pictures = 0
  for (const route of routes) {
    const response = await request.get(at(route))
    expect(response.status(), route).toBe(200)
    // The body as the server wrote it: from the Markdown block to the end of the page's main.
    const html = await response.text()
    const start = html.indexOf('class="prose-copy')
    expect(start, `${route} has a Markdown body`).toBeGreaterThan(0)
    const body = html.slice(start, html.indexOf('</main>', start))
    pictures += body.match(/<img /g)?.length ?? 0
    const urls = [...body.matchAll(/<(?:img[^>]* src|a[^>]* href)="([^"]*)"/g)]
      .map((match) => match[1]!.replace(/&amp;/g, '&'))
      .filter((url) => url.startsWith('/'))
    for (const url of urls) {
      expect(url, `${url} on ${route}`).toMatch(new RegExp(`^${PREFIX}(/|$)`))
      const path = url.split('#')[0]!
      if (checked.has(path)) continue
      checked.add(path)
      expect((await request.get(`${ORIGIN}${path}`)).status(), `${url} on ${route}`).toBe(200)
    }
  }
  // Posts 1, 3 and 5 each hold a picture: the crawl cannot pass on bodies without any.
  expect(pictures).toBeGreaterThanOrEqual(3)
})

// `npm test` builds out-base/ from the copy of content/ the CMS test edited in the browser
// (tests/cms/edit.test.mjs): the site built from it shows the edit everywhere, search included.
test('a product and an FAQ entry saved in the CMS show on the site built from its files', async ({
  page,
}) => {
  const stamp = readStamp(join(process.cwd(), 'out-base'))
  test.skip(
    stamp?.contentDir !== CMS_CONTENT && !process.env.CI,
    'out-base/ was not built from the CMS copy (npm test builds it so)',
  )
  expect(stamp?.contentDir).toBe(CMS_CONTENT)
  await page.goto(at(`/shop-details/${EDITED_PRODUCT.id}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_PRODUCT.title)
  await expect(page.getByRole('main')).toContainText(EDITED_PRODUCT.shown)

  await page.goto(at('/shop'))
  await expect(productCard(page, EDITED_PRODUCT.title)).toContainText(EDITED_PRODUCT.shown)

  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search Coverbridge' })
  await dialog.getByRole('combobox').fill('Second Edition')
  await expect(
    dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toContainText(EDITED_PRODUCT.title)

  await page.goto(at('/faq'))
  await page.getByRole('tab', { name: NEW_FAQ.category, exact: true }).click()
  await expect(page.getByRole('button', { name: NEW_FAQ.title })).toBeVisible()
})
