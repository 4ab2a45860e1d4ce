import { expect, test } from './support/fixtures'
import { pageRoutes } from './support/export'

// The static server applies out/_headers exactly as a host does, so every page below is
// loaded under its real Content-Security-Policy.
for (const route of pageRoutes()) {
  test(`${route} works under its Content-Security-Policy`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (
        /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(
          message.text(),
        )
      ) {
        violations.push(message.text())
      }
    })
    const response = await page.goto(route)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response?.headers()['x-content-type-options']).toBe('nosniff')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(violations).toEqual([])
  })
}

test('hashed static assets are cached for a year, immutably', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const response = await request.get(script!)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('security headers are sent with every page', async ({ request }) => {
  const response = await request.get('/pricing')
  const headers = response.headers()
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
})
