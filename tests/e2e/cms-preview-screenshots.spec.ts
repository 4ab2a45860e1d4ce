// Visual review, not a check: `SCREENSHOTS=1 npx playwright test cms-preview-screenshots` writes
// the CMS editor with each collection's preview (one entry of each, and every file of the files
// collections) at 1440 px to screenshots/cms-{collection}.png: the window as tall as the preview's
// page, so the whole page shows beside the form.
import { expect, test } from '@playwright/test'
import { startLocalCms, type LocalCms } from './support/local-cms'
import { PREVIEW_ENTRIES } from './support/preview-entries'

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write review screenshots')
test.describe.configure({ timeout: 90_000 })

let cms: LocalCms
test.beforeAll(async () => {
  cms = await startLocalCms()
})
test.afterAll(async () => {
  await cms?.stop()
})

for (const { hash, name } of PREVIEW_ENTRIES) {
  test(`${name} at 1440px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await cms.serve(page.context())
    await page.goto(`/admin/#/collections/${hash}`)
    await page.getByRole('button', { name: 'Login' }).click()
    const frame = page.frameLocator('#preview-pane')
    await expect(frame.locator('main#main')).toBeVisible({ timeout: 60_000 })
    // Every picture loaded (lazy ones too: the frame is not scrolled), within reason.
    await frame.locator('body').evaluate(async () => {
      await document.fonts.ready
      const images = [...document.images]
      for (const image of images) image.loading = 'eager'
      const loaded = images.map((image) =>
        image.complete
          ? null
          : new Promise((done) => image.addEventListener('load', done, { once: true })),
      )
      await Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, 5000))])
    })
    const height = await frame.locator('body').evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width: 1440, height: Math.min(height + 64, 8000) })
    await page.screenshot({ path: `screenshots/cms-${name}.png` })
  })
}
