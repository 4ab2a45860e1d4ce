// @vitest-environment node
// "View Live" in the CMS opens the item's page: for every product, post and case study, the
// configuration's site_url and the collection's preview_path, filled in as Decap CMS fills them,
// give exactly the URL the site's own helper (lib/paths.ts) writes for that item, at the root of
// a host and under a path prefix.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blogPostPath, blogPosts } from '@/content/blog'
import { cmsCollections, PREVIEW_PATHS, previewPathOf } from '@/content/cms'
import { productPath, products } from '@/content/products'
import { caseStudies } from '@/content/projects'
import { cmsSiteUrl } from '@/scripts/lib/cms/admin.mjs'
import { resolveSite } from '@/lib/base-path.mjs'

type Item = Record<string, unknown>

/**
 * Decap's fill of a preview path: `{{fields.x}}` becomes the item's value, each value cut into
 * clean path segments (preview_path_preserve_slashes), joined to site_url by one slash.
 */
function viewLive(siteUrl: string, template: string, item: Item): string {
  const path = template.replace(/\{\{fields\.([\w.]+)\}\}/g, (_, key: string) =>
    String(item[key]).split('/').filter(Boolean).join('/'),
  )
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^[ /]+/, '')}`
}

const pages: [string, Item[], (item: Item) => string][] = [
  ['products', products, (item) => productPath(item.id as number)],
  ['posts', blogPosts, (item) => blogPostPath(item.id as number)],
  ['case-studies', caseStudies, (item) => item.path as string],
]

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe("each item's page, from the CMS", () => {
  it('every collection with a preview path is in the configuration with it', () => {
    const configured = cmsCollections().flatMap((collection) =>
      'preview_path' in collection && collection.preview_path
        ? [[collection.name, collection.preview_path] as const]
        : [],
    )
    expect(Object.fromEntries(configured)).toEqual(PREVIEW_PATHS)
    expect(PREVIEW_PATHS.products).toBe('shop-details/{{fields.id}}')
  })

  it.each([
    ['at the root of its host', '', 'https://www.coverbridge.example'],
    ['under a path prefix', '/coverbridge', 'https://org.example'],
  ])('%s', async (_, basePath, origin) => {
    vi.stubEnv('COVERBRIDGE_BASE_PATH', basePath)
    vi.stubEnv('COVERBRIDGE_SITE_ORIGIN', origin)
    const { siteUrl } = await import('@/lib/paths')
    expect(siteUrl('/shop')).toBe(`${origin}${basePath}/shop`)
    const home = cmsSiteUrl({ basePath, origin })
    for (const [collection, items, pathOf] of pages) {
      expect(items.length, collection).toBeGreaterThan(1)
      for (const item of items) {
        expect(viewLive(home, PREVIEW_PATHS[collection]!, item)).toBe(siteUrl(pathOf(item)))
      }
    }
  })

  it("site_url is the site's home page as lib/paths.ts writes it", async () => {
    const { siteUrl } = await import('@/lib/paths')
    const { basePath, origin } = resolveSite()
    expect(cmsSiteUrl({ basePath, origin }).replace(/\/$/, '')).toBe(
      siteUrl('/').replace(/\/$/, ''),
    )
  })

  it('a page helper that does not hold its id once is refused', () => {
    expect(() => previewPathOf(() => '/shop')).toThrow(/must hold its id once/)
  })
})
