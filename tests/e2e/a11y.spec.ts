import { expectNoAxeViolations } from './support/axe'
import { expectCleanConsole, watchNotFound } from './support/console'
import { expect, scrollToY, test, waitForHydration } from './support/fixtures'
import {
  allPages,
  expectNoHorizontalScroll,
  expectOneMainAndOneH1,
  openPage,
} from './support/pages'

// Every page of the export, loaded once: under its real Content-Security-Policy, hydrated with one
// main landmark and one h1, with WCAG 2.0/2.1/2.2 A and AA rules on a desktop and then, resized,
// on a 360 px phone that it does not overflow, with no console error or unexpected 404 on the
// way; then reloaded for a visitor who asks for reduced motion, where no slider may autoplay. One
// page load serves all of these (a test per check loaded every page four times).
const routes = allPages()
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 740 }

test.describe('page sweep', () => {
  test.use({ viewport: DESKTOP })

  for (const route of routes) {
    test(`${route}: policy, axe on desktop and phone, no autoplay under reduced motion`, async ({
      page,
      cspViolations,
      consoleErrors,
    }) => {
      const notFound = watchNotFound(page)
      // The static server applies out/_headers exactly as a host does, so the page runs under
      // its real policy (the fixture fails the test on any violation).
      const response = await page.goto(route)
      const header = response?.headers()['content-security-policy'] ?? ''
      expect(header).toBe("frame-ancestors 'none'")
      expect(response?.headers()['x-frame-options']).toBe('DENY')
      expect(response?.headers()['x-content-type-options']).toBe('nosniff')
      const policy = await page
        .locator('head > meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content')
      // Own scripts, WebAssembly for the site search, then this page's inline-script hashes.
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-")
      await waitForHydration(page)
      expect(cspViolations).toEqual([])
      await expectOneMainAndOneH1(page)

      await expectNoAxeViolations(page)
      await page.setViewportSize(PHONE)
      await scrollToY(page, 0)
      await expectNoAxeViolations(page)
      await expectNoHorizontalScroll(page)
      expectCleanConsole(consoleErrors, notFound)

      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openPage(page, route)
      await expect(
        page.locator('[aria-roledescription="carousel"][data-state="playing"]'),
      ).toHaveCount(0)
      // The second load is as clean as the first.
      expect(cspViolations).toEqual([])
      expectCleanConsole(consoleErrors, notFound)
    })
  }
})

test.describe('open states', () => {
  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('header fixed after scrolling', async ({ page }) => {
    await openPage(page, '/privacy')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.locator('header').first()).toHaveAttribute('data-fixed', 'true')
    await expectNoAxeViolations(page)
  })
})
