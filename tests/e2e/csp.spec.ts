import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPolicy, inlineScripts, sha256 } from '../../scripts/lib/csp.mjs'
import { exportedRoutes, OUT, readExported } from './support/export'
import { expect, test, waitForHydration } from './support/fixtures'
import { allPages } from './support/pages'

/** The policy of a page: the content of its <meta http-equiv="Content-Security-Policy">. */
function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
}

// Every exported HTML file carries its own policy, so every host applies it, headers file or not.
for (const route of exportedRoutes()) {
  test(`${route}: the policy is the first element of <head>, with this page's script hashes`, () => {
    const html = readExported(route)
    const head = /<head\b[^>]*>(<[^>]*>)/i.exec(html)?.[1] ?? ''
    expect(head).toMatch(/^<meta http-equiv="Content-Security-Policy" content="/)
    const policy = metaPolicy(html) ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    const hashes = [...new Set(inlineScripts(html).map((script) => `'sha256-${sha256(script)}'`))]
    expect(hashes.length).toBeGreaterThan(0)
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(hashes)
    // A <meta> policy cannot carry frame-ancestors: it is a header (below).
    expect(policy).not.toContain('frame-ancestors')
  })
}

// The static server applies out/_headers exactly as a host does, so every page below is
// loaded under its real policy (the fixture fails any test on a violation).
for (const route of allPages()) {
  test(`${route} works under its Content-Security-Policy`, async ({ page, cspViolations }) => {
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
  })
}

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

test('the policy is built by one function: no chat hosts without a portal id', () => {
  const policy = metaPolicy(readExported('/')) ?? ''
  const withoutHashes = policy.replace(/ 'sha256-[^']+'/g, '')
  expect(withoutHashes).toBe(buildPolicy())
})

test('_headers holds site-wide rules only, none setting a header twice for one path', () => {
  const text = readFileSync(join(OUT, '_headers'), 'utf8')
  const rules: { pattern: string; names: string[] }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), names: [] })
    else rules.at(-1)?.names.push(line.split(':')[0]!.trim().toLowerCase())
  }
  expect(rules.length).toBeLessThanOrEqual(20)
  const catchAll = rules.find((rule) => rule.pattern === '/*')
  expect(catchAll?.names).toContain('content-security-policy')
  for (const rule of rules) {
    if (rule === catchAll) continue
    // Every other rule overlaps the catch-all: a merging host must not get two values.
    expect(
      rule.names.filter((name) => catchAll?.names.includes(name)),
      rule.pattern,
    ).toEqual([])
  }
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
