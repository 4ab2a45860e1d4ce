// Reads out/: the pages of each blog category, topic and author and of each shop category, the
// links that lead to them, and the related posts and products, as a crawler without JavaScript
// gets them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  archiveKinds,
  BLOG_PER_PAGE,
  blogArchives,
  blogPosts,
  getPostById,
  relatedPosts,
} from '../../content/blog'
import {
  categoryNames,
  getProductById,
  products,
  relatedProducts,
  shopCategoryLists,
} from '../../content/products'
import { pageCount, pagePath } from '../../lib/pagination'
import { asHtml, OUT, pageRoutes, readExported } from '../e2e/support/export'

const SITE = 'http://localhost:3000'
const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8')
const routes = new Set(pageRoutes())

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"#?]+)"/g)].map((m) => m[1]!)
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
/** The HTML of one section of a page, from its heading's id to the section's end. */
const sectionOf = (html: string, headingId: string) => {
  const start = html.indexOf(`id="${headingId}"`)
  expect(start, headingId).toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</section>', start))
}

/** Every page of a list, from its first page's path. */
const pagesOf = (path: string, pages: number) =>
  Array.from({ length: pages }, (_, index) => pagePath(path, index + 1))

describe('the pages of each blog category, topic and author', () => {
  const lists = archiveKinds.flatMap((kind) => blogArchives(kind))

  test('there are 5 categories, 20 topics and 8 authors, each with its own page', () => {
    expect(archiveKinds.map((kind) => blogArchives(kind).length)).toEqual([5, 20, 8])
  })

  test('every page exists, in the sitemap, with its own title, description and canonical', () => {
    for (const list of lists) {
      const pages = pageCount(list.posts.length, BLOG_PER_PAGE)
      for (const [index, path] of pagesOf(list.path, pages).entries()) {
        expect(routes.has(path), path).toBe(true)
        expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`)
        const html = readExported(path)
        const page = index + 1
        expect(titleOf(html), path).toBe(
          asHtml(
            page === 1
              ? `${list.title} - Coverbridge`
              : `${list.title}, page ${page} of ${pages} - Coverbridge`,
          ),
        )
        expect(descriptionOf(html), path).toBe(
          asHtml(page === 1 ? list.description : `Page ${page} of ${pages}. ${list.description}`),
        )
        expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`)
      }
    }
    // Growth has 5 posts: a second page, and nothing after it.
    expect(routes.has('/blog/category/growth/page/2')).toBe(true)
    expect(routes.has('/blog/category/growth/page/3')).toBe(false)
    expect(routes.has('/blog/category/growth/page/1')).toBe(false)
  })

  test("every post is on its category's, topic's and author's pages, newest first", () => {
    for (const list of lists) {
      const pages = pagesOf(list.path, pageCount(list.posts.length, BLOG_PER_PAGE))
      const linked = pages
        .flatMap((path) => hrefs(readExported(path)))
        .filter((href) => href.startsWith('/blog-details/'))
      const order = [...new Set(linked)]
      // The sidebar's Recent News comes after the cards: only the list's own posts, in order.
      const own = order.filter((href) =>
        list.posts.some((post) => href === `/blog-details/${post.id}`),
      )
      expect(own, list.path).toEqual(list.posts.map((post) => `/blog-details/${post.id}`))
    }
    for (const post of blogPosts)
      expect(
        lists.filter((list) => list.posts.includes(post)).map((list) => list.kind),
        `post ${post.id}`,
      ).toEqual(['category', 'topic', 'author'])
  })

  test('a page names itself in its breadcrumb and structured data', () => {
    const html = readExported('/blog/category/growth/page/2')
    const data = jsonLd(html)
    const collection = data.find((block) => block['@type'] === 'CollectionPage')
    expect(collection).toMatchObject({
      name: 'Growth articles',
      url: `${SITE}/blog/category/growth/page/2`,
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, url: `${SITE}/blog-details/22` }],
      },
    })
    expect(data.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${SITE}/` },
        { name: 'Blog', item: `${SITE}/blog` },
        { name: 'Growth articles' },
      ],
    })
    const author = jsonLd(readExported('/blog/author/maya-ellison'))
    expect(author.find((block) => block['@type'] === 'ProfilePage')).toMatchObject({
      name: 'Maya Ellison',
      mainEntity: {
        '@type': 'Person',
        name: 'Maya Ellison',
        url: `${SITE}/blog/author/maya-ellison`,
        jobTitle: 'Head of Distribution',
      },
    })
    // A post names its author by the same page.
    expect(
      jsonLd(readExported('/blog-details/1')).find((block) => block['@type'] === 'BlogPosting'),
    ).toMatchObject({
      author: { '@type': 'Person', name: 'Maya Ellison', url: `${SITE}/blog/author/maya-ellison` },
    })
  })

  test("an author's page shows their designation, intro and posts", () => {
    const html = readExported('/blog/author/owen-castellano')
    expect(html).toContain('>Compliance Lead</p>')
    expect(html).toContain('<h1 data-pagefind-meta="title"')
    expect(html).toContain('>Owen Castellano</h1>')
    for (const id of [6, 11, 21]) expect(hrefs(html)).toContain(`/blog-details/${id}`)
  })

  test("/blog's sidebar and every post link to its category, topic and author", () => {
    const blog = hrefs(readExported('/blog'))
    for (const list of blogArchives('category')) expect(blog, list.path).toContain(list.path)
    for (const post of blogPosts) {
      const links = hrefs(readExported(`/blog-details/${post.id}`))
      for (const kind of archiveKinds) {
        const list = blogArchives(kind).find((candidate) => candidate.posts.includes(post))!
        expect(links, `post ${post.id} -> ${list.path}`).toContain(list.path)
      }
    }
  })

  test("a quote post's pull quote links its author", () => {
    const post = blogPosts.find((candidate) => candidate.quote_blog)!
    const html = readExported(`/blog-details/${post.id}`)
    const quote = html.slice(html.indexOf('<figure'), html.indexOf('</figure>'))
    expect(hrefs(quote)).toEqual([`/blog/author/${post.author.toLowerCase().replace(' ', '-')}`])
  })
})

describe('related reading', () => {
  test('a post ends with up to three related posts, in their cards, pictures lazy', () => {
    for (const post of blogPosts) {
      const html = readExported(`/blog-details/${post.id}`)
      const related = sectionOf(html, 'related-posts-heading')
      expect(related).toContain('>Related posts</h2>')
      const shown = [...new Set(hrefs(related))]
      expect(shown, `post ${post.id}`).toEqual(
        relatedPosts(post).map((other) => `/blog-details/${other.id}`),
      )
      expect(related).not.toContain('loading="eager"')
      expect(related.match(/loading="lazy"/g)).toHaveLength(3)
    }
    expect(relatedPosts(getPostById(19)!).map((post) => post.id)).toEqual([2, 4, 8])
  })

  test('a product page ends with up to four products of its category', () => {
    for (const product of products) {
      const html = readExported(`/shop-details/${product.id}`)
      const related = sectionOf(html, 'related-products-heading')
      expect(related).toContain('>Related products</h2>')
      const expected = relatedProducts(product)
      expect(expected.length, `product ${product.id}`).toBeGreaterThan(0)
      expect(expected.every((card) => card.category === product.category)).toBe(true)
      const shown = [...new Set(hrefs(related))]
      expect(shown).toEqual(expected.map((card) => `/shop-details/${card.id}`))
      expect(related).not.toContain('loading="eager"')
    }
    // The banner's category leads to the category's pages.
    expect(readExported('/shop-details/1')).toMatch(
      /<a [^>]*href="\/shop\/category\/books"[^>]*>Book<\/a>/,
    )
    // Product 1's category is books: the books after it in the catalogue.
    const books = products.filter((product) => product.category === getProductById(1)!.category)
    expect(relatedProducts(getProductById(1)!).map((card) => card.id)).toEqual(
      books.slice(1, 5).map((product) => product.id),
    )
  })
})

describe('the pages of each shop category', () => {
  test('/shop and its pages link to each category by its name', () => {
    for (const route of ['/shop', '/shop/page/2']) {
      const html = readExported(route)
      for (const list of shopCategoryLists())
        expect(html, `${route} -> ${list.path}`).toMatch(
          new RegExp(`<a [^>]*href="${list.path}"[^>]*>${categoryNames[list.category].filter}</a>`),
        )
    }
    // The list a page belongs to is marked: the page itself on its first page.
    const current = (route: string) => {
      const html = readExported(route)
      const nav = html.slice(html.indexOf('aria-label="Shop categories"'))
      const [, attributes = '', text] =
        /<a ([^>]*aria-current="[^"]+"[^>]*)>([^<]+)<\/a>/.exec(nav) ?? []
      return [
        /aria-current="([^"]+)"/.exec(attributes)?.[1],
        /href="([^"]+)"/.exec(attributes)?.[1],
        text,
      ]
    }
    expect(current('/shop')).toEqual(['page', '/shop', 'All products'])
    expect(current('/shop/page/2')).toEqual(['true', '/shop', 'All products'])
    expect(current('/shop/category/books')).toEqual(['page', '/shop/category/books', 'Books'])
    expect(shopCategoryLists().map((list) => categoryNames[list.category].filter)).toEqual([
      'Books',
      'Visiting cards',
      'Magazines',
    ])
  })

  test('every page exists, in the sitemap, with its title and description, and lists its products', () => {
    for (const list of shopCategoryLists()) {
      const pages = pagesOf(list.path, list.pages)
      const linked = new Set<string>()
      for (const path of pages) {
        expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`)
        const html = readExported(path)
        if (path === list.path) {
          expect(titleOf(html)).toBe(asHtml(`${list.title} - Coverbridge`))
          expect(descriptionOf(html)).toBe(asHtml(list.description))
          expect(html).toContain(`>${asHtml(list.intro)}</p>`)
        }
        for (const href of hrefs(html)) linked.add(href)
      }
      for (const product of products.filter((p) => p.category === list.category))
        expect(linked, `${list.path} -> ${product.id}`).toContain(`/shop-details/${product.id}`)
      for (const product of products.filter((p) => p.category !== list.category))
        expect(linked, `${list.path} -/-> ${product.id}`).not.toContain(
          `/shop-details/${product.id}`,
        )
    }
    expect(titleOf(readExported('/shop/category/visiting-card'))).toBe(
      'Visiting cards for producers - Coverbridge',
    )
  })
})
