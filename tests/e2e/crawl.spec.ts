import { expect, test, type APIRequestContext } from '@playwright/test'
import { blogArchives, blogPosts } from '../../content/blog'
import { products, shopCategoryLists } from '../../content/products'
import { asHtml } from './support/export'

// What a crawler without JavaScript sees: raw HTML from the static server, links read from it.
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"#?]+)/g)].map((m) => m[1]!)

/** Follows every link from `start` that stays in the list (its page URLs) and returns all paths seen. */
async function crawlList(request: APIRequestContext, start: string) {
  const inList = new RegExp(`^${start}(/page/\\d+)?$`)
  const queue = [start]
  const visited = new Set<string>()
  const linked = new Set<string>()
  while (queue.length) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    for (const href of hrefs(await response.text())) {
      linked.add(href)
      if (inList.test(href) && !visited.has(href)) queue.push(href)
    }
  }
  return { pages: [...visited].sort(), linked }
}

test.describe('raw HTML crawl of the paged lists', () => {
  test('/blog leads to every page of the list and every blog-list post', async ({ request }) => {
    const { pages, linked } = await crawlList(request, '/blog')
    expect(pages).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
    for (const post of blogPosts.filter((p) => p.page === 'blog-list'))
      expect(linked, `post ${post.id}`).toContain(`/blog-details/${post.id}`)
  })

  test('/blog-grid leads to every blog-grid post', async ({ request }) => {
    const { pages, linked } = await crawlList(request, '/blog-grid')
    expect(pages).toEqual(['/blog-grid', '/blog-grid/page/2'])
    for (const post of blogPosts.filter((p) => p.page === 'blog-grid'))
      expect(linked, `post ${post.id}`).toContain(`/blog-details/${post.id}`)
  })

  test('/shop leads to every product', async ({ request }) => {
    const { pages, linked } = await crawlList(request, '/shop')
    expect(pages).toEqual(['/shop', '/shop/page/2', '/shop/page/3'])
    for (const product of products)
      expect(linked, `product ${product.id}`).toContain(`/shop-details/${product.id}`)
  })

  test("/blog leads to every category, and each category's pages to every post of it", async ({
    request,
  }) => {
    const { linked: fromBlog } = await crawlList(request, '/blog')
    const seen = new Set<string>()
    for (const category of blogArchives('category')) {
      expect(fromBlog, category.path).toContain(category.path)
      const { pages, linked } = await crawlList(request, category.path)
      expect(pages.length, category.path).toBe(Math.ceil(category.posts.length / 4))
      for (const post of category.posts) {
        expect(linked, `${category.path} -> post ${post.id}`).toContain(`/blog-details/${post.id}`)
        seen.add(`/blog-details/${post.id}`)
      }
    }
    expect(seen.size).toBe(blogPosts.length)
    expect((await crawlList(request, '/blog/category/growth')).pages).toEqual([
      '/blog/category/growth',
      '/blog/category/growth/page/2',
    ])
  })

  test("/shop leads to every category's page, and each to every product of it", async ({
    request,
  }) => {
    const { linked: fromShop } = await crawlList(request, '/shop')
    for (const list of shopCategoryLists()) {
      expect(fromShop, list.path).toContain(list.path)
      const { linked } = await crawlList(request, list.path)
      for (const card of list.cards)
        expect(linked, `${list.path} -> ${card.id}`).toContain(`/shop-details/${card.id}`)
    }
  })

  test('/project-v2 leads to its second page', async ({ request }) => {
    const { pages } = await crawlList(request, '/project-v2')
    expect(pages).toEqual(['/project-v2', '/project-v2/page/2'])
  })

  test('a list page carries only its own items', async ({ request }) => {
    const html = await (await request.get('/shop/page/2')).text()
    const shown = new Set(
      [...html.matchAll(/href="\/shop-details\/(\d+)"/g)].map((m) => Number(m[1])),
    )
    expect([...shown].sort((a, b) => a - b)).toEqual(products.slice(9, 18).map((p) => p.id))
    const blog = await (await request.get('/blog/page/2')).text()
    const posts = blogPosts.filter((p) => p.page === 'blog-list')
    expect(blog).toContain(`>${asHtml(posts[4]!.title)}<`)
    expect(blog).not.toContain(`>${asHtml(posts[0]!.excerpt)}<`)
    expect(blog).toContain(`>${asHtml(posts[4]!.excerpt)}<`)
  })

  test('every later page has its own title, canonical and rel links', async ({ request }) => {
    const html = await (await request.get('/blog/page/2')).text()
    expect(html).toContain('<title>Blog, page 2 of 3 - Coverbridge</title>')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/page\/2"/)
    expect(html).toMatch(/<link rel="prev" href="\/blog"/)
    expect(html).toMatch(/<link rel="next" href="\/blog\/page\/3"/)
    expect(html).not.toContain('noindex')
    const first = await (await request.get('/shop')).text()
    expect(first).toMatch(/<link rel="next" href="\/shop\/page\/2"/)
    expect(first).not.toMatch(/<link rel="prev"/)
    // The template duplicate stays out of search results on every page.
    expect(await (await request.get('/project-v2/page/2')).text()).toMatch(
      /<meta name="robots" content="noindex/,
    )
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/blog/page/2', '/blog/page/3', '/blog-grid/page/2', '/shop/page/3'])
      expect(sitemap).toContain(`${path}</loc>`)
    expect(sitemap).not.toContain('/project-v2/page/')
  })

  for (const path of [
    '/blog/page/1',
    '/blog/page/4',
    '/blog/page/02',
    '/blog/page/abc',
    '/blog-grid/page/3',
    '/shop/page/4',
    '/shop/page/0',
    '/project-v2/page/3',
    '/blog/category/growth/page/1',
    '/blog/category/growth/page/3',
    '/blog/category/nothing',
    '/blog/tag/cyber',
    '/shop/category/posters',
    '/shop/category/books/page/2',
  ]) {
    test(`${path} is the 404 page with status 404`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('<title>Page Not Found - Coverbridge</title>')
    })
  }
})
