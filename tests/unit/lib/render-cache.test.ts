// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { renderOnly, toRender } from '@/lib/shard.mjs'
import {
  decideRender,
  manifestOf,
  pageHashes,
  putBack,
  recoverLastExport,
  siteFingerprint,
} from '@/scripts/lib/export/render-cache.mjs'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A folder holding `files` (path -> text). */
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'render-cache-'))
  folders.push(dir)
  for (const [path, text] of Object.entries(files)) write(dir, path, text)
  return dir
}
function write(dir: string, path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

describe("the site's fingerprint", () => {
  const site = () =>
    folder({
      'app/page.tsx': 'export default 1',
      'content/products/items/1-a.yaml': 'price: 42',
      'content/blog/posts/1-a.md': 'words',
      'content/site/settings.yaml': 'name: a',
      'public/images/a.svg': '<svg/>',
      'public/_img/a.webp': 'made by the build',
      'tests/a.test.ts': 'a test',
      'package-lock.json': '{}',
    })
  const env = { NEXT_PUBLIC_SITE_URL: 'https://a.example' }

  it('changes with the code, the copy files, the pictures and the settings', () => {
    const edits: [string, string][] = [
      ['app/page.tsx', 'export default 2'],
      ['content/site/settings.yaml', 'name: b'],
      ['public/images/a.svg', '<svg></svg>'],
      ['package-lock.json', '{"a":1}'],
    ]
    for (const [path, text] of edits) {
      const root = site()
      const before = siteFingerprint({ root, env, year: 2026 }).hash
      write(root, path, text)
      expect(siteFingerprint({ root, env, year: 2026 }).hash, path).not.toBe(before)
    }
    const root = site()
    const before = siteFingerprint({ root, env, year: 2026 }).hash
    expect(
      siteFingerprint({ root, env: { ...env, COVERBRIDGE_BASE_PATH: '/a' }, year: 2026 }).hash,
    ).not.toBe(before)
    expect(siteFingerprint({ root, env, year: 2027 }).hash).not.toBe(before)
  })

  it("leaves out the products' and posts' own files, what the build makes, tests and the shard", () => {
    const root = site()
    const before = siteFingerprint({ root, env, year: 2026 }).hash
    write(root, 'content/products/items/1-a.yaml', 'price: 43')
    write(root, 'content/products/items/2-b.yaml', 'price: 1')
    write(root, 'content/blog/posts/1-a.md', 'other words')
    write(root, 'public/_img/b.webp', 'made again')
    write(root, 'tests/a.test.ts', 'another test')
    const shard = {
      ...env,
      COVERBRIDGE_SHARD: '2/4',
      COVERBRIDGE_RENDER_ONLY: '/x.json',
      HOME: '/b',
    }
    expect(siteFingerprint({ root, env: shard, year: 2026 }).hash).toBe(before)
  })

  it('reads a content copy outside content/ the same way, and a folder of pictures elsewhere', () => {
    const root = site()
    write(root, 'copy/products/items/1-a.yaml', 'price: 42')
    write(root, 'copy/site/settings.yaml', 'name: a')
    const copyEnv = { ...env, COVERBRIDGE_CONTENT_DIR: 'copy' }
    const before = siteFingerprint({ root, env: copyEnv, year: 2026 }).hash
    write(root, 'copy/products/items/1-a.yaml', 'price: 43')
    expect(siteFingerprint({ root, env: copyEnv, year: 2026 }).hash).toBe(before)
    write(root, 'copy/site/settings.yaml', 'name: b')
    expect(siteFingerprint({ root, env: copyEnv, year: 2026 }).hash).not.toBe(before)
    const pictures = folder({ 'a.jpg': 'photo' })
    const withPictures = { ...copyEnv, COVERBRIDGE_IMAGES_DIR: pictures }
    const beforePictures = siteFingerprint({ root, env: withPictures, year: 2026 }).hash
    writeFileSync(join(pictures, 'a.jpg'), 'another photo')
    expect(siteFingerprint({ root, env: withPictures, year: 2026 }).hash).not.toBe(beforePictures)
  })
})

describe("a page's inputs", () => {
  it('hash the same value to the same text, Maps and Sets by their entries', () => {
    const a = pageHashes([{ path: '/a', inputs: { m: new Map([['x', 1]]), s: new Set([1]) } }])
    const b = pageHashes([{ path: '/a', inputs: { m: new Map([['x', 1]]), s: new Set([1]) } }])
    const c = pageHashes([{ path: '/a', inputs: { m: new Map([['x', 2]]), s: new Set([1]) } }])
    expect(a).toEqual(b)
    expect(a['/a']).not.toBe(c['/a'])
  })

  it('name each page once', () => {
    expect(() =>
      pageHashes([
        { path: '/a', inputs: 1 },
        { path: '/a', inputs: 2 },
      ]),
    ).toThrow('/a is planned twice')
  })
})

describe('what a build renders', () => {
  const hashes = { '/shop-details/1': 'one', '/shop-details/2': 'two', '/og/a.png': 'card' }
  /** An export of the three pages, and its manifest. */
  function lastExport() {
    const out = folder({
      '.coverbridge-build.json': '{}',
      'shop-details/1.html': 'page 1',
      'shop-details/1.txt': 'payload 1',
      'shop-details/2.html': 'page 2',
      'shop-details/2.txt': 'payload 2',
      'og/a.png': 'png',
      'index.html': 'home',
    })
    const { manifest, missing } = manifestOf({ out, site: 'site', buildId: 'id', hashes })
    expect(missing).toEqual([])
    return { out, manifest }
  }

  it("knows each page's files: its HTML and payload, or the file its path names", () => {
    const { manifest } = lastExport()
    expect(manifest.pages['/shop-details/1']?.files.map(([file]) => file)).toEqual([
      'shop-details/1.html',
      'shop-details/1.txt',
    ])
    expect(manifest.pages['/og/a.png']?.files.map(([file]) => file)).toEqual(['og/a.png'])
  })

  it('is every page without a manifest, with other code or settings, or with no export in out/', () => {
    const { out, manifest } = lastExport()
    const decide = (changes: object) =>
      decideRender({ manifest, site: 'site', hashes, out, ...changes })
    expect(decide({ manifest: undefined }).mode).toBe('full')
    expect(decide({ site: 'other' })).toMatchObject({ mode: 'full', render: Object.keys(hashes) })
    expect(decide({ full: true }).reason).toBe('asked for (--full)')
    expect(decide({ out: folder({}) }).reason).toBe('no last export in out/')
    expect(decide({})).toMatchObject({ mode: 'incremental', render: [] })
  })

  it('is the pages whose inputs changed, the new ones, and those whose files are not as left', () => {
    const { out, manifest } = lastExport()
    const changed = { ...hashes, '/shop-details/1': 'one, edited', '/shop-details/3': 'new' }
    // A file written over since (the same size, a later time), and one gone.
    writeFileSync(join(out, 'shop-details/2.txt'), 'payload 3')
    utimesSync(join(out, 'shop-details/2.txt'), new Date(), new Date(Date.now() + 5000))
    rmSync(join(out, 'og/a.png'))
    const decision = decideRender({ manifest, site: 'site', hashes: changed, out })
    expect(decision.mode).toBe('incremental')
    expect(decision.render.sort()).toEqual([
      '/og/a.png',
      '/shop-details/1',
      '/shop-details/2',
      '/shop-details/3',
    ])
    expect(decision.keep).toEqual([])
  })

  it("puts the kept pages' files back, never over a page rendered anyway", () => {
    const { out: previous, manifest } = lastExport()
    const out = folder({ 'shop-details/1.html': 'rendered again', 'index.html': 'home' })
    const moved = putBack({ out, previous, manifest, keep: ['/shop-details/1', '/og/a.png'] })
    expect(moved).toBe(2)
    expect(readFileSync(join(out, 'shop-details/1.html'), 'utf8')).toBe('rendered again')
    expect(readFileSync(join(out, 'shop-details/1.txt'), 'utf8')).toBe('payload 1')
    expect(readFileSync(join(out, 'og/a.png'), 'utf8')).toBe('png')
    expect(existsSync(join(out, 'shop-details/2.html'))).toBe(false)
  })

  it('names a planned page with no file in the export', () => {
    const out = folder({ 'shop-details/1.html': 'page 1' })
    expect(manifestOf({ out, site: 's', buildId: 'i', hashes }).missing).toEqual([
      '/shop-details/2',
      '/og/a.png',
    ])
  })

  it('brings the last export back after a build that failed before finishing its own', () => {
    const previous = folder({ '.coverbridge-build.json': '{}', 'index.html': 'last' })
    const out = join(folder({}), 'out')
    mkdirSync(out)
    write(out, 'index.html', 'half made')
    recoverLastExport(out, previous)
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('last')
    expect(existsSync(previous)).toBe(false)
  })
})

describe('the pages a route renders', () => {
  const paths = ['/a', '/b', '/c']

  it('are those named, of its share; its first when none is named', () => {
    expect(toRender(paths, (p) => p, undefined, new Set(['/b', '/z']))).toEqual(['/b'])
    expect(toRender(paths, (p) => p, undefined, new Set(['/z']))).toEqual(['/a'])
    expect(toRender(paths, (p) => p, undefined, undefined)).toBe(paths)
  })

  it('come from a JSON list of paths, and a file that is not one stops the build', () => {
    const dir = folder({ 'only.json': '["/b"]', 'bad.json': '{"a":1}' })
    expect(renderOnly(join(dir, 'only.json'))).toEqual(new Set(['/b']))
    expect(renderOnly(join(dir, 'missing.json'))).toBeUndefined()
    expect(renderOnly(undefined)).toBeUndefined()
    expect(() => renderOnly(join(dir, 'bad.json'))).toThrow('a JSON list of page paths')
  })
})
