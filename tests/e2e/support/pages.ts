import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expectCleanConsole, watchNotFound } from './console'
import { pageRoutes, sweptRoutes } from './export'
import { expect, scrollToY, waitForHydration } from './fixtures'

/**
 * Every page of the export, read from out/ (not the 404 document): a page added later is swept
 * by every spec that walks the site, without touching them.
 */
export const allPages = pageRoutes

/**
 * The pages a spec loads in a browser, one test or more each: all of them, less the lists of
 * every category, topic and author but the longest of each kind (support/export.ts says why).
 */
export const sweptPages = sweptRoutes

/** The narrowest phone the site is made for. */
export const NARROW_PHONE = { width: 320, height: 800 }

/** Opens a route and waits until React has hydrated it. */
export async function openPage(page: Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
}

/** The page is no wider than its viewport: nothing makes it scroll sideways. */
export async function expectNoHorizontalScroll(page: Page, label?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

/** One main landmark and one h1. */
export async function expectOneMainAndOneH1(page: Page) {
  await expect(page.locator('main')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveCount(1)
}

/**
 * Every <article> of the page has a name of its own: a list of cards read by a screen reader's
 * landmarks and articles must tell one card from the next. The name is the one the markup gives
 * (aria-labelledby, else aria-label): an article takes none from its content.
 */
export async function expectNamedArticles(page: Page) {
  const names = await page.locator('article').evaluateAll((articles) =>
    articles.map((article) => {
      const ids = article.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? []
      const labelled = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      return (labelled || article.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim()
    }),
  )
  expect(names.filter((name) => !name).length, `articles without a name: ${names.length}`).toBe(0)
  const repeated = names.filter((name, index) => names.indexOf(name) !== index)
  expect(repeated, 'article names used twice').toEqual([])
}

/**
 * For the sweep's `settled`: the page has moved itself on to `url` (an old ?page link to its
 * paged path) and the pager named `pager` marks page `number`.
 */
export const landedOn = (url: RegExp, pager: string, number: string) => async (page: Page) => {
  await expect(page).toHaveURL(url)
  await expect(
    page.getByRole('navigation', { name: pager }).locator('[aria-current="page"]'),
  ).toHaveText(number)
}

/**
 * The sweep of one route (`settled`: waits until a page that moves itself on has): once hydrated on a desktop it has no axe violation; narrowed to 320 px
 * it does not scroll sideways; and nothing on the way logged a console error (the test's
 * consoleErrors) or got an unexpected 404.
 */
export async function sweepPage(
  page: Page,
  route: string,
  consoleErrors: string[],
  { settled }: { settled?: (page: Page) => Promise<void> } = {},
) {
  const notFound = watchNotFound(page)
  await openPage(page, route)
  // A page that moves itself on (an old ?page link) is read where it lands, once it has: a
  // check that read it half-way would measure texts that are gone.
  await settled?.(page)
  await expectNoAxeViolations(page)
  await page.setViewportSize(NARROW_PHONE)
  await scrollToY(page, 0)
  await expectNoHorizontalScroll(page)
  expectCleanConsole(consoleErrors, notFound)
}
