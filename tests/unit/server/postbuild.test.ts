// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CHAT_WIDGET, CHAT_FALLBACK_SCRIPT } from '@/lib/third-party-origins.mjs'

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>self.__next_f.push([1])</script></body></html>'

/**
 * Runs scripts/postbuild.mjs on a tiny export (index.html, 404.html, _headers) with this env;
 * `index` replaces index.html's text.
 */
function postbuild(env: Record<string, string>, index = PAGE) {
  const cwd = mkdtempSync(join(tmpdir(), 'postbuild-'))
  mkdirSync(join(cwd, 'out'))
  writeFileSync(join(cwd, 'out', 'index.html'), index)
  writeFileSync(join(cwd, 'out', '404.html'), PAGE)
  writeFileSync(join(cwd, 'out', '_headers'), readFileSync('public/_headers', 'utf8'))
  const run = spawnSync(process.execPath, [resolve('scripts/postbuild.mjs')], {
    cwd,
    env: { NODE_ENV: 'production', PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  })
  const read = (name: string) => readFileSync(join(cwd, 'out', name), 'utf8')
  const result = {
    status: run.status,
    stderr: run.stderr,
    index: read('index.html'),
    notFound: read('404.html'),
    // A failed run stops before it stamps the export.
    stamp: (run.status === 0 ? JSON.parse(read('.coverbridge-build.json')) : { kind: 'none' }) as {
      kind: string
    },
  }
  rmSync(cwd, { recursive: true, force: true })
  return result
}

describe('scripts/postbuild.mjs', { timeout: 60_000 }, () => {
  it('a build with a portal id allows both chat scripts and the hosts of its widget', () => {
    const built = postbuild({ NEXT_PUBLIC_CHAT_PORTAL_ID: '4401234' })
    expect(built.status).toBe(0)
    for (const html of [built.index, built.notFound]) {
      expect(html).toContain(CHAT_FALLBACK_SCRIPT)
      for (const host of [...CHAT_WIDGET.frames, ...CHAT_WIDGET.images, ...CHAT_WIDGET.connect])
        expect(html).toContain(host)
    }
    expect(built.stamp.kind).toBe('site')
  })

  it('without a (numeric) portal id, no chat host; the test build is stamped as such', () => {
    for (const id of ['', 'abc']) {
      const built = postbuild({ NEXT_PUBLIC_CHAT_PORTAL_ID: id, COVERBRIDGE_BUILD_KIND: 'e2e' })
      expect(built.index).not.toContain('hs-scripts')
      expect(built.notFound).toMatch(/<head><meta http-equiv="Content-Security-Policy"/)
      expect(built.stamp.kind).toBe('e2e')
    }
  })

  it('fails the build, naming the page and the rewrite, when a client script is in a shape it does not know', () => {
    // Next's tag with its attributes in another order: the rewrite cannot read it.
    const page = PAGE.replace(
      '<script>',
      '<script async="" src="/_next/static/chunks/main-app-1.js"></script><script>',
    )
    const built = postbuild({}, page)
    expect(built.status).toBe(1)
    expect(built.stderr).toMatch(/out\/index\.html: hydration after paint: 1 client script, 1 left/)
    expect(built.stderr).not.toContain('out/404.html')
  })
})
