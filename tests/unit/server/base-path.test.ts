import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { normaliseBasePath, resolveSite, withBasePath } from '../../../scripts/lib/base-path.mjs'
import {
  exportStats,
  HOST_LIMITS,
  hostWarnings,
  summaryLine,
} from '../../../scripts/lib/export-size.mjs'

describe('the path prefix and the site origin', () => {
  it('is empty at the root, and the origin defaults to localhost', () => {
    expect(resolveSite({})).toEqual({ basePath: '', origin: 'http://localhost:3000' })
    expect(resolveSite({ NEXT_PUBLIC_SITE_URL: 'https://www.coverbridge.example/' })).toEqual({
      basePath: '',
      origin: 'https://www.coverbridge.example',
    })
  })

  it('comes from NEXT_PUBLIC_BASE_PATH, normalised', () => {
    expect(resolveSite({ NEXT_PUBLIC_BASE_PATH: 'coverbridge/' }).basePath).toBe('/coverbridge')
    expect(normaliseBasePath('/a/b/')).toBe('/a/b')
    expect(normaliseBasePath('/')).toBe('')
    for (const bad of ['/a b', '/../x', '/a?b', '/a#b', 'https://x.example/a'])
      expect(() => normaliseBasePath(bad), bad).toThrow('must be a plain path')
  })

  it('comes from the path of NEXT_PUBLIC_SITE_URL when NEXT_PUBLIC_BASE_PATH is unset', () => {
    expect(resolveSite({ NEXT_PUBLIC_SITE_URL: 'https://org.github.io/coverbridge' })).toEqual({
      basePath: '/coverbridge',
      origin: 'https://org.github.io',
    })
  })

  it('accepts both alike and refuses both different', () => {
    expect(
      resolveSite({
        NEXT_PUBLIC_SITE_URL: 'https://org.github.io/coverbridge/',
        NEXT_PUBLIC_BASE_PATH: '/coverbridge',
      }).basePath,
    ).toBe('/coverbridge')
    expect(() =>
      resolveSite({
        NEXT_PUBLIC_SITE_URL: 'https://org.github.io/coverbridge',
        NEXT_PUBLIC_BASE_PATH: '/preview',
      }),
    ).toThrow(
      'NEXT_PUBLIC_BASE_PATH (/preview) and the path of NEXT_PUBLIC_SITE_URL (/coverbridge) differ',
    )
    // A site URL without a path leaves the prefix to NEXT_PUBLIC_BASE_PATH.
    expect(
      resolveSite({ NEXT_PUBLIC_SITE_URL: 'https://x.example', NEXT_PUBLIC_BASE_PATH: '/preview' }),
    ).toEqual({ basePath: '/preview', origin: 'https://x.example' })
  })

  it('puts site paths under the prefix, the home page without a trailing slash', () => {
    expect(withBasePath('', '/pricing')).toBe('/pricing')
    expect(withBasePath('', '/')).toBe('/')
    expect(withBasePath('/coverbridge', '/pricing')).toBe('/coverbridge/pricing')
    expect(withBasePath('/coverbridge', '/')).toBe('/coverbridge')
  })
})

describe('the size of the export against the hosts’ limits', () => {
  const small = { cloudflareFiles: 3, cloudflareFileBytes: 100, githubSiteBytes: 250 }
  const stats = (files: number, bytes: number, largest: number) => ({
    pages: 1,
    files,
    bytes,
    largest: { path: 'big.js', bytes: largest },
  })

  it('warns, naming the host, only past each limit', () => {
    expect(hostWarnings(stats(3, 250, 100), small)).toEqual([])
    const warnings: string[] = hostWarnings(stats(4, 251, 101), small)
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toMatch(
      /^Cloudflare Pages takes at most 3 files per deployment; this export has 4\.$/,
    )
    expect(warnings[1]).toMatch(/^Cloudflare Pages takes files of at most .*; big\.js is /)
    expect(warnings[2]).toMatch(/^GitHub Pages publishes sites of at most /)
  })

  it('uses the documented limits by default', () => {
    expect(HOST_LIMITS).toEqual({
      cloudflareFiles: 20_000,
      cloudflareFileBytes: 25 * 1024 * 1024,
      githubSiteBytes: 1024 ** 3,
    })
    expect(hostWarnings(stats(20_001, 10, 10))).toHaveLength(1)
  })

  const dir = mkdtempSync(join(tmpdir(), 'export-size-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('counts pages, files and bytes, and names the largest file (dotfiles left out)', () => {
    mkdirSync(join(dir, 'blog'))
    writeFileSync(join(dir, 'index.html'), 'x'.repeat(10))
    writeFileSync(join(dir, 'blog', 'a.html'), 'x'.repeat(30))
    writeFileSync(join(dir, 'a.txt'), 'x'.repeat(5))
    writeFileSync(join(dir, '.stamp.json'), 'x'.repeat(500))
    const found = exportStats(dir)
    expect(found).toEqual({
      pages: 2,
      files: 3,
      bytes: 45,
      largest: { path: 'blog/a.html', bytes: 30 },
    })
    expect(summaryLine(found)).toBe(
      'export: 2 pages, 3 files, 45 bytes (0.0 MB), largest blog/a.html (30 bytes)',
    )
  })
})
