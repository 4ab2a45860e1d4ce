import { expect, test, waitForHydration } from './support/shared-tab'

// The policy in every exported file, the function that builds it and the _headers rules are read
// from the export without a browser: tests/export/csp.test.ts. Every page is loaded under its
// policy by the page sweep (a11y.spec.ts).

test('the 404 page runs under its own policy', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'")
  await expect(page.locator('head > meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1)
  await waitForHydration(page)
})

test('a script the policy does not hash is refused (the check can fail)', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/pricing')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined()
  cspViolations.length = 0
})

test('hashed static assets are cached for a year, immutably', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const response = await request.get(script!)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('security headers are sent with every page', async ({ request }) => {
  for (const path of ['/pricing', '/%61bout-us', '/index', '/no-such-page']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/)
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'")
  }
})
