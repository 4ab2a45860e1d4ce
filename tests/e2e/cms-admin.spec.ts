// The CMS at /admin in the export starts under its own Content-Security-Policy: Decap CMS's
// bundle and lazy chunks load from the site, and the policy blocks nothing it needs. (Editing for
// real, against decap-server, is tests/cms/edit.test.mjs.)
import { expect, test } from '@playwright/test'

test('the CMS at /admin starts, with nothing refused by its policy', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) outside.push(request.url())
  })
  const response = await page.goto('/admin/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 })
  expect(refused).toEqual([])
  expect(outside).toEqual([])
})
