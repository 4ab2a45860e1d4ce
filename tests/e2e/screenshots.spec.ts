import { test, type Page } from '@playwright/test'
import { scrollToY } from './support/fixtures'
import { allPages, openPage } from './support/pages'

// Visual review, not a check: `SCREENSHOTS=1 npx playwright test screenshots -g "/pricing"`
// writes full-page PNGs at 360 px and 1440 px to screenshots/.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write review screenshots')

/** Waits until every image in the viewport has loaded (or failed to). */
async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
      })
      .every((image) => image.complete),
  )
}

for (const route of allPages()) {
  for (const width of [360, 1440]) {
    test(`${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, route)
      // Walk down the page so lazy images load, then back to the top.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await imagesInViewLoaded(page)
      }
      await scrollToY(page, 0)
      await imagesInViewLoaded(page)
      await page.evaluate(async () => {
        await document.fonts.ready
      })
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')
      await page.screenshot({
        path: `screenshots/${name}-${width}.png`,
        fullPage: true,
        // Transitions the scroll started (the header, fades) are shown at their end.
        animations: 'disabled',
      })
    })
  }
}
