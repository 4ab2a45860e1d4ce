import { expect, test } from 'vitest'
import { exportedRoutes, readExported, resolvesInExport } from '../e2e/support/export'

/**
 * Routes that later page issues build. Links to them may still dangle; this list only shrinks.
 */
const PENDING_ROUTES = new Set<string>([])

function internalTargets(html: string): string[] {
  const targets: string[] = []
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const value = match[1] ?? ''
    if (/^(https?:|mailto:|tel:|data:|#)/.test(value)) continue
    targets.push(value.replace(/&amp;/g, '&'))
  }
  return targets
}

test('every internal href and src in the export resolves to a file', () => {
  const broken: string[] = []
  for (const route of exportedRoutes()) {
    for (const target of internalTargets(readExported(route))) {
      const path = target.split(/[?#]/)[0] || '/'
      if (PENDING_ROUTES.has(path)) continue
      if (!resolvesInExport(path)) broken.push(`${route} -> ${target}`)
    }
  }
  expect(broken).toEqual([])
})

test('pending routes are only listed while they are missing', () => {
  const built = [...PENDING_ROUTES].filter((route) => resolvesInExport(route))
  expect(built, 'remove these from PENDING_ROUTES').toEqual([])
})

test('the export holds the pages of the foundation', () => {
  const routes = exportedRoutes()
  for (const route of ['/', '/404', '/not-found', '/termsofuse', '/privacy', '/cookiepolicy']) {
    expect(routes).toContain(route)
  }
})
