import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { buildPolicy, inlineScripts, sha256 } from '../../scripts/lib/export/csp.mjs'
import { exportedRoutes, OUT, readExported } from '../e2e/support/export'

/** The policy of a page: the content of its <meta http-equiv="Content-Security-Policy">. */
function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
}

// Every exported HTML file carries its own policy, so every host applies it, headers file or not.
describe('the policy of every exported file', () => {
  test.each(exportedRoutes())(
    '%s: the policy is the first element of <head>, with this page’s script hashes',
    (route) => {
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
      // A <meta> policy cannot carry frame-ancestors: it is a header.
      expect(policy).not.toContain('frame-ancestors')
    },
  )
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
