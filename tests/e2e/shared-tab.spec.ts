// The shared tab (tests/e2e/support/shared-tab.ts): the next test gets the same tab with nothing of
// the last one left in it, or a new tab when the last left what a reset cannot undo.
import type { Page } from '@playwright/test'
import { expect, test } from './support/shared-tab'

test.describe.configure({ mode: 'serial' })

let last: Page | undefined
let heard = 0

/** What a test leaves in a tab that a visitor's first visit must not find. */
async function leftState(page: Page) {
  return {
    cookies: (await page.context().cookies()).length,
    stored: await page.evaluate(() => localStorage.length + sessionStorage.length),
    dark: await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
    reduced: await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
    width: await page.evaluate(() => innerWidth),
  }
}

const CLEAN = { cookies: 0, stored: 0, dark: false, reduced: false, width: 1280 }

test('a test leaves cookies, storage, media, a viewport and a listener behind', async ({
  page,
}) => {
  await page.goto('/faq')
  await page.evaluate(() => {
    localStorage.setItem('left', '1')
    sessionStorage.setItem('left', '1')
    document.cookie = 'left=1; path=/'
  })
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 360, height: 740 })
  page.on('console', () => (heard += 1))
  expect(await leftState(page)).toEqual({
    cookies: 1,
    stored: 2,
    dark: true,
    reduced: true,
    width: 360,
  })
  last = page
})

test('the next test gets the same tab, with none of it', async ({ page }) => {
  expect(page).toBe(last)
  // What the last test's page logged while that test ran is not this test's business.
  heard = 0
  expect(await leftState(page)).toEqual(CLEAN)
  await page.goto('/faq')
  expect(await leftState(page)).toEqual(CLEAN)
  await page.evaluate(() => console.log('nobody listens'))
  expect(heard).toBe(0)
  // An init script cannot be taken back: the tab goes with this test.
  await page.addInitScript(() => localStorage.setItem('init', '1'))
})

test('after an init script, the next test gets a new tab', async ({ page }) => {
  expect(page).not.toBe(last)
  await page.goto('/faq')
  expect(await page.evaluate(() => localStorage.getItem('init'))).toBeNull()
  expect(await leftState(page)).toEqual(CLEAN)
})

test('a test leaves storage and reads it later', async ({ page }) => {
  await page.goto('/faq')
  await page.evaluate(() => localStorage.setItem('left', '1'))
  last = page
})

test('a test that opens tabs of its own in the context finds no storage, and its tabs go with it', async ({
  context,
}) => {
  const own = await context.newPage()
  await own.goto('/faq')
  expect(await own.evaluate(() => localStorage.length)).toBe(0)
})

test('after a test that left a second page, the next test gets a new tab', async ({ page }) => {
  expect(page).not.toBe(last)
  expect(page.context().pages()).toEqual([page])
})
