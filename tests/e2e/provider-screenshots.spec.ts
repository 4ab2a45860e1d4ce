import { NEWSLETTER_ADDRESSES } from '../../scripts/lib/tools/provider-stand-ins.mjs'
import { seedStorage, storedChoices, useChatBuild } from './support/chat-build'
import { expect, test, waitForHydration } from './support/fixtures'

// Visual review, not a check: `SCREENSHOTS=1 npx playwright test provider-screenshots` writes the
// newsletter box's answers, the cookie dialog of a build with analytics and the cookie policy's
// analytics section, at 360 and 1440 px, to screenshots/ (from the chat build, out-chat/).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write review screenshots')
useChatBuild()

for (const width of [360, 1440]) {
  for (const [outcome, address] of Object.entries(NEWSLETTER_ADDRESSES)) {
    test(`newsletter box, ${outcome}, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await seedStorage(page, { cookie_choices: storedChoices(false, false) })
      await page.goto('/blog')
      await waitForHydration(page)
      const box = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) })
      await box.getByRole('textbox', { name: 'Email address' }).fill(address)
      await box.getByRole('button', { name: 'Subscribe' }).click()
      await expect(box.getByRole('status')).not.toHaveText(/^(|Sending your address…)$/)
      await box.locator('..').screenshot({ path: `screenshots/newsletter-${outcome}-${width}.png` })
    })
  }

  test(`cookie dialog and policy with analytics at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cookiepolicy')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Cookie choices' })
    await dialog.getByText('Settings').click()
    await page.screenshot({ path: `screenshots/cookie-dialog-analytics-${width}.png` })
    await dialog.getByRole('button', { name: 'Reject all' }).click()
    await page.getByRole('region', { name: 'The analytics this website uses' }).screenshot({
      path: `screenshots/cookie-policy-analytics-${width}.png`,
    })
  })
}
