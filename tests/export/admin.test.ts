// The CMS at /admin in the export: Decap CMS's own bundle, pinned and whole, a page that is
// noindex with its own Content-Security-Policy, a configuration with every content collection,
// and nothing of it in any page, the sitemap or the search index.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { filesCollections, folderCollections } from '@/content/cms'
import { isSearchable, routeOf } from '../../scripts/lib/search-pages.mjs'
import { OUT } from '../e2e/support/export'

const ADMIN = join(OUT, 'admin')
const page = () => readFileSync(join(ADMIN, 'index.html'), 'utf8')
const cmsPackage = JSON.parse(readFileSync(join(process.cwd(), 'cms', 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
  decapCms: { version: string; integrity: string }
}

test('the page is noindex and, built without CMS_BACKEND, explains itself or starts the CMS locally', () => {
  expect(page()).toMatch(/<meta name="robots" content="noindex, nofollow">/)
  expect(page()).toContain('The content manager is not connected yet')
  expect(page()).toContain(
    '<script src="/admin/start.js" data-scripts="decap-cms.js preview.js"></script>',
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
