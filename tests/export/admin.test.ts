// The CMS at /admin in the export: Decap CMS's own bundle, pinned and whole, the previews' bundle,
// a page that is noindex with its own Content-Security-Policy, a configuration with every content
// collection, and nothing of it in any page, the sitemap or the search index.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { filesCollections, folderCollections } from '@/content/cms'
import { isSearchable, routeOf } from '../../scripts/lib/export/search-pages.mjs'
import { OUT } from '../e2e/support/export'

const ADMIN = join(OUT, 'admin')
const page = () => readFileSync(join(ADMIN, 'index.html'), 'utf8')
const previewBundle = () => readdirSync(ADMIN).filter((name) => /^preview-.*\.js$/.test(name))
const cmsPackage = JSON.parse(readFileSync(join(process.cwd(), 'cms', 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
  decapCms: { version: string; integrity: string }
}

test('the page is noindex and, built without CMS_BACKEND, explains itself or starts the CMS locally', () => {
  expect(page()).toMatch(/<meta name="robots" content="noindex, nofollow">/)
  expect(page()).toContain('The content manager is not connected yet')
  expect(page()).toMatch(
    /<script src="\/admin\/start\.js" data-scripts="decap-cms\.js preview-[0-9a-f]{16}\.js"><\/script>/,
  )
  expect(readFileSync(join(ADMIN, 'start.js'), 'utf8')).toContain('["localhost","127.0.0.1"]')
  expect(page()).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">')
})

test('its own policy allows what the CMS needs: eval, injected styles, blob pictures, the local API', () => {
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page())?.[1] ?? ''
  expect(policy).toContain("script-src 'self' 'unsafe-eval'")
  expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  expect(policy).toMatch(/img-src [^;]*blob:/)
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:8081/)
  expect(policy).toContain("object-src 'none'")
})

test('the bundle is the pinned version, with every lazy chunk of its folder', () => {
  const { version, integrity } = cmsPackage.decapCms
  expect(version).toMatch(/^\d+\.\d+\.\d+$/)
  expect(integrity).toMatch(/^sha512-/)
  expect(cmsPackage.devDependencies['decap-server']).toMatch(/^\d+\.\d+\.\d+$/)
  const bundle = readFileSync(join(ADMIN, 'decap-cms.js'), 'utf8')
  expect(bundle).toContain(`decap-cms ${version}`)
  const dist = join(process.cwd(), 'cms', 'node_modules', 'decap-cms', 'dist')
  const chunks = readdirSync(dist).filter((name) => /^\d+\.decap-cms\.js$/.test(name))
  expect(chunks.length).toBeGreaterThan(50)
  for (const chunk of chunks) expect(existsSync(join(ADMIN, chunk)), chunk).toBe(true)
  expect(readdirSync(ADMIN).filter((name) => name.endsWith('.map'))).toEqual([])
})

test('the configuration has every collection, each pointing at files that exist', () => {
  const config = parse(readFileSync(join(ADMIN, 'config.yml'), 'utf8')) as {
    backend: { name: string }
    local_backend: { url: string }
    site_url: string
    collections: { name: string; folder?: string; files?: { file: string }[] }[]
  }
  expect(config.backend.name).toBe('proxy')
  expect(config.local_backend.url).toBe('http://127.0.0.1:8081/api/v1')
  expect(config.site_url).toBe('http://localhost:3000/')
  expect(config.collections.map((collection) => collection.name)).toEqual([
    ...folderCollections.map((collection) => collection.name),
    ...filesCollections.map((collection) => collection.name),
  ])
  for (const collection of config.collections) {
    for (const path of collection.folder
      ? [collection.folder]
      : collection.files!.map((f) => f.file))
      expect(existsSync(join(process.cwd(), path)), path).toBe(true)
  }
})

test('the CMS is in no sitemap, search index or headers rule but its own', () => {
  expect(readFileSync(join(OUT, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
  // The search indexes pages by the rules of search-pages.mjs: the CMS's page is not one.
  expect(isSearchable(routeOf('admin/index.html'), page())).toBe(false)
  expect(readFileSync(join(OUT, '_headers'), 'utf8')).toMatch(
    /^\/admin\/\*\n {2}X-Robots-Tag: noindex\n {2}Cache-Control: no-cache$/m,
  )
})

test('the previews are one bundle, named by the hash of its bytes, that the admin page loads after Decap', () => {
  const [name, ...more] = previewBundle()
  expect(more).toEqual([])
  const bytes = readFileSync(join(ADMIN, name!))
  expect(name).toBe(`preview-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.js`)
  expect(page()).toContain(`data-scripts="decap-cms.js ${name}"`)
  // No build-time value is left for a browser to trip on.
  expect(bytes.toString()).not.toMatch(/\bprocess\.env\b/)
})

test('no page, script or other file of the site names the CMS or its previews', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) return full === ADMIN ? [] : walk(full)
      return /\.(html|js|txt|json|css|xml)$/.test(entry.name) ? [full] : []
    })
  const [name] = previewBundle()
  const naming = walk(OUT).filter((file) => {
    const text = readFileSync(file, 'utf8')
    // A path of this site's /admin/ (not another site's, such as a mail service's dashboard).
    return text.includes(name!) || /(?<![\w.])\/admin\//.test(text)
  })
  expect(naming.map((file) => relative(OUT, file))).toEqual([])
})

test("every class the previews' own markup uses is in the site's stylesheet", () => {
  const css = readdirSync(join(OUT, '_next', 'static', 'css'))
    .map((file) => readFileSync(join(OUT, '_next', 'static', 'css', file), 'utf8'))
    .join('\n')
  const dir = join(process.cwd(), 'components', 'cms-preview')
  const classes = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/className="([^"]+)"/g)].flatMap((match) =>
        match[1]!.split(/\s+/),
      ),
    )
  expect(classes.length).toBeGreaterThan(5)
  // The site's stylesheet leaves components/cms-preview/ out of its sources: a class only the previews used would
  // not exist there (and adding one must not change the site's stylesheet).
  const missing = [...new Set(classes)].filter((name) => {
    const selector = `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`
    return !new RegExp(`${selector.replace(/[\\.[\]():]/g, '\\$&')}(?![\\w-])`).test(css)
  })
  expect(missing).toEqual([])
})
