import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { allPages, openPage } from './support/pages'

// Every page of the export, on a desktop and on a 360 px phone, with WCAG 2.0/2.1/2.2 A and AA
// rules.
const routes = allPages()

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const route of routes) {
      test(`${route} has no violations`, async ({ page }) => {
        await openPage(page, route)
        await expectNoAxeViolations(page)
      })
    }
  })
}

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

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('sliders never autoplay', async ({ page }) => {
    test.setTimeout(240_000)
    for (const route of routes) {
      await openPage(page, route)
      await expect(
        page.locator('[aria-roledescription="carousel"][data-state="playing"]'),
      ).toHaveCount(0)
    }
  })
})
