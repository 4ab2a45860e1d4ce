import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { normaliseBasePath, resolveSite, withBasePath } from '../../../lib/base-path.mjs'
import {
  DEPLOY_TARGETS,
  exportStats,
  HOST_LIMITS,
  hostWarnings,
  largestFoldersLine,
  perPageLine,
  summaryLine,
  targetProblems,
} from '../../../scripts/lib/export/export-size.mjs'

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
      folders: { '.': { files: 2, bytes: 15 }, blog: { files: 1, bytes: 30 } },
    })
    expect(summaryLine(found)).toBe(
      'export: 2 pages, 3 files, 45 bytes (0.0 MB), largest blog/a.html (30 bytes)',
    )
    expect(perPageLine(found)).toBe('per page: 1.50 files, 0.0 KB')
    expect(largestFoldersLine(found)).toBe(
      'largest folders: blog/ 1 files 0.0 MB, ./ 2 files 0.0 MB',
    )
  })

  it('holds an export to the DEPLOY_TARGET host, naming it and the limit passed', () => {
    const at = (files: number, bytes: number, largest: number, folderFiles = 1) => ({
      ...stats(files, bytes, largest),
      folders: { 'shop-details': { files: folderFiles, bytes: 1 } },
    })
    expect(Object.keys(DEPLOY_TARGETS)).toEqual([
      'cloudflare-pages',
      'github-pages',
      'netlify',
      's3',
    ])
    expect(targetProblems(at(20_000, 10, 10), 'cloudflare-pages')).toEqual([])
    expect(targetProblems(at(20_001, 10, 10), 'cloudflare-pages')).toEqual([
      'Cloudflare Pages takes at most 20,000 files per deployment; this export has 20,001',
    ])
    expect(targetProblems(at(20_001, 1024 ** 3, 10), 'github-pages')).toEqual([])
    expect(targetProblems(at(1, 1024 ** 3 + 1, 10), 'github-pages')).toEqual([
      'GitHub Pages publishes sites of at most 1024.0 MB; this export is 1024.0 MB',
    ])
    expect(targetProblems(at(90_000, 1024 ** 4, 10, 54_000), 'netlify')).toEqual([])
    expect(targetProblems(at(1, 1, 10, 54_001), 'netlify')).toEqual([
      'Netlify takes at most 54,000 files in one folder; shop-details/ has 54,001',
    ])
    expect(targetProblems(at(90_000, 1024 ** 4, 5 * 1024 ** 3), 's3')).toEqual([])
    expect(targetProblems(at(1, 1, 5 * 1024 ** 3 + 1), 's3')[0]).toMatch(
      /^Amazon S3 takes files of at most/,
    )
    expect(() => targetProblems(at(1, 1, 1), 'vercel')).toThrow(
      'DEPLOY_TARGET "vercel" is not a host we know; use one of cloudflare-pages, github-pages, netlify, s3',
    )
  })
})
