// The deploy recipes in deploy/ run on their real servers (Debian's nginx and Caddy), at the root
// of the host over out/ and under /coverbridge over out-base/ (npm run build:e2e:base). No browser:
// raw HTTP requests, so the status, headers and bytes are what the server sends.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import {
  binary,
  E2E_PORT,
  linkedSiteFolder,
  rawGet,
  startCaddy,
  startNginx,
  type Host,
} from './support/hosts'
import { OUT } from './support/export'

const OUT_BASE = join(process.cwd(), 'out-base')
const PREFIX = '/coverbridge'

/** The site-wide headers and the rules of hashed files in public/_headers, as name -> value. */
function headersRules() {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | null = null
  for (const line of readFileSync(join(process.cwd(), 'public', '_headers'), 'utf8').split('\n')) {
    if (/^\//.test(line)) rules.set(line.trim(), (current = {}))
    else if (current && /^\s+\S/.test(line)) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!
      current[name!.toLowerCase()] = value!
    }
  }
  return {
    siteWide: rules.get('/*')!,
    immutable: rules.get('/_next/static/*')!['cache-control']!,
    photos: rules.get('/_img/*')!['cache-control']!,
  }
}

/** One file of each text type the export serves, by its path on the site. */
function textFiles(exportDir: string) {
  const css = /href="[^"]*(\/_next\/static\/css\/[^"]+\.css)"/.exec(
    readFileSync(join(exportDir, 'pricing.html'), 'utf8'),
  )![1]!
  const js = /href="[^"]*(\/_next\/static\/chunks\/framework-[^"]+\.js)"/.exec(
    readFileSync(join(exportDir, 'pricing.html'), 'utf8'),
  )![1]!
  return {
    HTML: '/pricing',
    CSS: css,
    JavaScript: js,
    'router payload (.txt)': '/about-us.txt',
    JSON: '/shop-index.json',
    SVG: '/images/hero/quote-compare.svg',
    'XML (sitemap)': '/sitemap.xml',
    'XML (feed)': '/feed.xml',
    WebAssembly: '/probe.wasm',
  }
}

const servers = [
  { name: 'nginx', bin: () => binary('/usr/sbin/nginx', '/usr/bin/nginx'), start: startNginx },
  { name: 'caddy', bin: () => binary('/usr/bin/caddy', '/usr/local/bin/caddy'), start: startCaddy },
] as const

for (const [index, server] of servers.entries()) {
  for (const [offset, base] of ['', PREFIX].entries()) {
    test.describe(`deploy/${server.name === 'nginx' ? 'nginx.conf' : 'Caddyfile'} on ${server.name}, ${base ? `under ${base}` : 'at the root'}`, () => {
      test.describe.configure({ mode: 'serial' })
      let host: Host | undefined
      const port = E2E_PORT + 2 + index * 2 + offset
      const exportDir = base ? OUT_BASE : OUT
      const at = (path: string) => `${base}${path}`

      test.beforeAll(async () => {
        const bin = server.bin()
        if (!bin) {
          const install = `apt-get install ${server.name}`
          if (process.env.CI) throw new Error(`${server.name} is missing: ${install}`)
          test.skip(true, `${server.name} is not installed (${install})`)
          return
        }
        host = await server.start(bin, exportDir, base, port)
      })
      test.afterAll(async () => host?.stop())

      test('clean URLs: /pricing, /pricing.html and /pricing/ all lead to the page, never 403', async () => {
        for (const path of ['/pricing', '/pricing.html']) {
          const response = await rawGet(port, at(path))
          expect(response.status, path).toBe(200)
          expect(gunzipSync(response.body).toString(), path).toContain('<h1')
        }
        const slash = await rawGet(port, at('/pricing/'))
        expect([200, 301, 308], '/pricing/').toContain(slash.status)
        if (slash.status !== 200) expect(slash.headers.location).toBe(at('/pricing'))
        const home = await rawGet(port, base || '/')
        expect(home.status).toBe(200)
      })

      test('unknown paths get the 404 page with status 404', async () => {
        for (const path of [
          at('/no-such-page'),
          at('/blog/page/9'),
          ...(base ? ['/pricing', '/'] : []),
        ]) {
          const response = await rawGet(port, path, false)
          expect(response.status, path).toBe(404)
          expect(response.body.toString(), path).toContain('Page Not Found')
        }
      })

      test('dotfiles and host config files are never served', async () => {
        for (const path of [
          '/.coverbridge-build.json',
          '/_headers',
          '/netlify.toml',
          '/_redirects',
        ]) {
          const response = await rawGet(port, at(path), false)
          expect(response.status, path).toBe(404)
          expect(response.body.toString(), path).not.toContain('"kind"')
        }
      })

      test('the headers of public/_headers, /_next/static/ and /_img/ immutable', async () => {
        const { siteWide, immutable, photos } = headersRules()
        expect(photos).toBe(immutable)
        for (const path of [at('/pricing'), at('/no-such-page')]) {
          const response = await rawGet(port, path)
          for (const [name, value] of Object.entries(siteWide)) {
            expect(response.headers[name], `${name} on ${path}`).toBe(value)
          }
        }
        const { JavaScript } = textFiles(exportDir)
        const chunk = await rawGet(port, at(JavaScript))
        expect(chunk.status).toBe(200)
        expect(chunk.headers['cache-control']).toBe(immutable)
        const page = await rawGet(port, at('/pricing'))
        expect(page.headers['cache-control'] ?? '').not.toContain('immutable')
        // The build under the prefix carries photos (tests/fixtures/photos.mjs): their variants.
        const variants = join(exportDir, '_img')
        const variant = existsSync(variants) ? readdirSync(variants)[0] : undefined
        if (base) expect(variant, 'a photo variant in out-base/_img').toBeDefined()
        if (variant) {
          const response = await rawGet(port, at(`/_img/${variant}`))
          expect(response.status).toBe(200)
          expect(response.headers['cache-control']).toBe(photos)
        }
      })

      test('the CMS at /admin is served, kept out of search engines, never cached', async () => {
        for (const path of [at('/admin'), at('/admin/decap-cms.js'), at('/admin/start.js')]) {
          const response = await rawGet(port, path, false)
          expect(response.status, path).toBe(200)
          expect(response.headers['x-robots-tag'], path).toBe('noindex')
          expect(response.headers['cache-control'], path).toBe('no-cache')
        }
        const page = await rawGet(port, at('/admin'), false)
        // The test build has no CMS_BACKEND: its page starts the CMS through start.js, on localhost.
        expect(page.body.toString()).toContain(`src="${at('/admin/start.js')}"`)
      })

      test('every text type is sent gzipped', async () => {
        for (const [type, path] of Object.entries(textFiles(exportDir))) {
          const response = await rawGet(port, at(path))
          expect(response.status, `${type} ${path}`).toBe(200)
          expect(response.headers['content-encoding'], `${type} ${path}`).toBe('gzip')
        }
      })
    })
  }
}

// Where a clone lives is its owner's business: `git clone` into a `mktemp -d` folder (mode 700, as
// /root is) must serve the same. nginx started as root reads files as an unprivileged worker, so the
// recipes run over a readable copy of the export, and a server that cannot read its site fails
// saying so.
test.describe('the recipes from a clone in a folder only its owner may enter', () => {
  test.describe.configure({ mode: 'serial' })
  let folder = ''
  let clone = ''

  test.beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'coverbridge-private-'))
    clone = join(folder, 'coverbridge')
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), clone])
    // The build is not in git: the clone gets this checkout's export, as its own build would be.
    cpSync(OUT, join(clone, 'out'), { recursive: true })
  })
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

  for (const [index, server] of servers.entries()) {
    test(`deploy/${server.name === 'nginx' ? 'nginx.conf' : 'Caddyfile'} on ${server.name} serves it`, async () => {
      const bin = server.bin()
      test.skip(!bin && !process.env.CI, `${server.name} is not installed`)
      expect(statSync(folder).mode & 0o777, 'the clone sits in a private folder').toBe(0o700)
      const host = await server.start(bin!, join(clone, 'out'), '', E2E_PORT + 8 + index, {
        checkout: clone,
      })
      try {
        for (const path of ['/pricing', '/pricing.html']) {
          const response = await rawGet(host.port, path)
          expect(response.status, path).toBe(200)
          expect(gunzipSync(response.body).toString(), path).toContain('<h1')
        }
      } finally {
        await host.stop()
      }
    })
  }

  test('a server that cannot read the site fails saying so, not with a bare 404', async () => {
    const nginx = servers[0].bin()
    test.skip(!nginx && !process.env.CI, 'nginx is not installed')
    // Only root's nginx hands requests to a worker of another user.
    test.skip(process.getuid?.() !== 0, 'runs as root only: the worker is the invoking user')
    await expect(
      startNginx(nginx!, join(clone, 'out'), '', E2E_PORT + 10, {
        checkout: clone,
        siteFolder: linkedSiteFolder,
      }),
    ).rejects.toThrow(/nginx cannot read the site folder \(it answered 40[34]/)
  })
})
