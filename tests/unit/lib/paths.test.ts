// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

/** lib/paths.ts as a build for `basePath` reads it (next.config.mjs writes these two values). */
async function pathsUnder(basePath: string) {
  vi.resetModules()
  vi.stubEnv('COVERBRIDGE_BASE_PATH', basePath)
  vi.stubEnv('COVERBRIDGE_SITE_ORIGIN', 'https://www.coverbridge.example')
  return import('@/lib/paths')
}

afterEach(() => vi.unstubAllEnvs())

describe('the URLs the site writes', () => {
  it('at the root of the host: paths as they are, absolute URLs on the public origin', async () => {
    const paths = await pathsUnder('')
    expect(paths.withBase('/pricing')).toBe('/pricing')
    expect(paths.siteUrl('/')).toBe('https://www.coverbridge.example/')
    expect(paths.pageHref('/images/a.svg')).toBe('/images/a.svg')
    expect(paths.routerCanOpen('/')).toBe(true)
  })

  it('under a prefix: every site path gets it, nothing else does', async () => {
    const paths = await pathsUnder('/coverbridge')
    expect(paths.withBase('/')).toBe('/coverbridge')
    expect(paths.siteUrl('/blog-details/3')).toBe(
      'https://www.coverbridge.example/coverbridge/blog-details/3',
    )
    expect(paths.pageHref('/pricing')).toBe('/coverbridge/pricing')
    for (const other of ['https://x.example/a', '//x.example/a', 'mailto:a@b.c', '#top', 'data:,x'])
      expect(paths.pageHref(other), other).toBe(other)
  })

  it('under a prefix the router opens every page but the home page, which the browser loads', async () => {
    const paths = await pathsUnder('/coverbridge')
    expect(paths.routerCanOpen('/pricing')).toBe(true)
    for (const home of ['/', '/?page=2', '/#top'])
      expect(paths.routerCanOpen(home), home).toBe(false)
    expect(paths.routerCanOpen('https://x.example/')).toBe(false)
  })
})
