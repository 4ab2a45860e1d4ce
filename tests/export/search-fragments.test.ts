// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
import { OUT } from '../e2e/support/export'

// Pagefind writes one fragment file per page up to the index's bound (scripts/search-index.mjs),
// and bundles fragments into shared files beyond it, which keeps a large catalogue within a
// host's file limit. The export's pages are indexed again here into a scratch copy, with a bound
// the test site passes, and every page must still have its fragment, in a bundle.

const scratch = mkdtempSync(join(tmpdir(), 'search-fragments-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The URLs of the fragments of an index, read from its files (one or several pages each). */
function fragmentUrls(site: string): { files: number; urls: string[] } {
  const dir = join(site, 'pagefind', 'fragment')
  const names = readdirSync(dir)
  const urls = names.flatMap((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8')
    expect(text.startsWith('pagefind_dcd'), name).toBe(true)
    const value = JSON.parse(text.slice('pagefind_dcd'.length)) as
      { url: string } | Record<string, { url: string }>
    return typeof value.url === 'string'
      ? [value.url as string]
      : Object.values(value as Record<string, { url: string }>).map((page) => page.url)
  })
  return { files: names.length, urls: urls.sort() }
}

test('past its bound, the search index bundles its fragments and keeps every page', () => {
  const built = fragmentUrls(OUT)
  // The test site is far within the bound: one fragment file per page, as Pagefind writes them.
  expect(built.files).toBe(built.urls.length)
  expect(built.urls.length).toBeGreaterThan(50)

  cpSync(OUT, scratch, {
    recursive: true,
    filter: (source) => !/[\\/](_next|admin|pagefind|images|og)$/.test(source),
  })
  execFileSync(process.execPath, ['scripts/search-index.mjs', scratch, '--max-fragments', '8'], {
    stdio: 'pipe',
  })
  const bundled = fragmentUrls(scratch)
  expect(bundled.files).toBeLessThanOrEqual(8)
  expect(bundled.urls).toEqual(built.urls)
}, 120_000)

test('the bound is a whole number of files', () => {
  expect(() =>
    execFileSync(process.execPath, ['scripts/search-index.mjs', scratch, '--max-fragments', '0'], {
      stdio: 'pipe',
    }),
  ).toThrow(/whole number of files/)
})
