import { expectNoAxeViolations } from './support/axe'
import { expectCleanConsole, watchNotFound } from './support/console'
import { expect, scrollToY, test } from './support/fixtures'
import { contentPages as pages } from './support/content-pages'
import { expectNoHorizontalScroll, expectOneMainAndOneH1, openPage } from './support/pages'

// One page load per page: title, landmarks and heading, axe on still frames, then resized to a
// 320 px phone that it does not overflow. The copy without JavaScript is read from the exported
// HTML: tests/export/content-pages.test.ts.
for (const { path, title, h1 } of pages) {
  test(`${path}: titled '${title}' with one main and the h1 '${h1}', axe clean, no sideways scroll at 320px`, async ({
    page,
    consoleErrors,
  }) => {
    const notFound = watchNotFound(page)
    // Still frames only: mid-way through a cross-fade, half-transparent text fails the contrast
    // rule although no visitor reads it in that state.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, path)
    await expect(page).toHaveTitle(title)
    await expectOneMainAndOneH1(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 320, height: 700 })
    await scrollToY(page, 0)
    await expectNoHorizontalScroll(page)
    expectCleanConsole(consoleErrors, notFound)
  })
}

test('main pages use the primary header, template pages the alternate one', async ({ page }) => {
  for (const path of ['/what-we-offer', '/customers', '/pricing', '/about-us']) {
    await page.goto(path)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Log in', exact: true }).first()).toBeAttached()
    await expect(banner.getByRole('button', { name: 'Signup' })).toHaveCount(0)
  }
  for (const path of ['/about-us-2', '/testimonial', '/faq', '/service-v1', '/team-details']) {
    await page.goto(path)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Signup' }).first()).toBeAttached()
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0)
  }
})
