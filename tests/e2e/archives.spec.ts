// The pages of each blog category, topic and author and of each shop category: reached by the
// links a reader follows, with their copy, and the related posts and products.
import type { Page } from '@playwright/test'
import { blogArchives, getBlogArchive, getPostById, relatedPosts } from '../../content/blog'
import { categoryNames, products, shopCategoryLists } from '../../content/products'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, waitForHydration } from './support/shared-tab'

const articles = (page: Page) => page.getByRole('region', { name: 'Articles' }).getByRole('article')
const banner = (page: Page) => page.getByRole('heading', { level: 1 })

const growth = getBlogArchive('category', 'growth')!
const maya = getBlogArchive('author', 'maya-ellison')!

test.describe('blog categories, topics and authors', () => {
  test("/blog's sidebar leads to a category's page, paged 4 posts a page", async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await page
      .getByRole('complementary', { name: 'Blog sidebar' })
      .getByRole('link', { name: 'Growth', exact: true })
      .click()
    await expect(page).toHaveURL('/blog/category/growth')
    await expect(page).toHaveTitle('Growth articles - Coverbridge')
    await expect(banner(page)).toHaveText('Growth articles')
    await expect(page.getByText(growth.intro)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*\/\s*Blog\s*\/\s*Growth articles/,
    )
    await expect(articles(page).locator('h2')).toHaveText(
      growth.posts.slice(0, 4).map((post) => post.title),
    )
    const pager = page.getByRole('navigation', { name: 'Growth articles pages' })
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL('/blog/category/growth/page/2')
    await expect(page).toHaveTitle('Growth articles, page 2 of 2 - Coverbridge')
    await expect(articles(page).locator('h2')).toHaveText([growth.posts[4]!.title])
  })

  test("a post's byline leads to its category, author and topic", async ({ page }) => {
    // Post 6: Compliance, by Owen Castellano, on E&O.
    for (const [name, url, heading] of [
      ['Compliance', '/blog/category/compliance', 'Compliance articles'],
      ['Owen Castellano', '/blog/author/owen-castellano', 'Owen Castellano'],
      ['E&O', '/blog/topic/e-and-o', 'Articles on E&O'],
    ] as const) {
      await page.goto('/blog-details/6')
      await waitForHydration(page)
      await page.locator('main').getByRole('link', { name, exact: true }).first().click()
      await expect(page).toHaveURL(url)
      await expect(banner(page)).toHaveText(heading)
      await expect(
        articles(page).getByRole('link', { name: getPostById(6)!.title, exact: true }),
      ).toBeVisible()
    }
  })

  test("a pull quote's author leads to the author's page: designation, intro, posts", async ({
    page,
  }) => {
    const post = maya.posts.find((candidate) => candidate.quote_blog)!
    await page.goto(`/blog-details/${post.id}`)
    await waitForHydration(page)
    await page.getByRole('figure').getByRole('link', { name: 'Maya Ellison' }).click()
    await expect(page).toHaveURL('/blog/author/maya-ellison')
    await expect(page).toHaveTitle('Maya Ellison - Coverbridge')
    await expect(page.getByText('Head of Distribution', { exact: true })).toBeVisible()
    await expect(page.getByText(maya.intro)).toBeVisible()
    await expect(articles(page).locator('h2')).toHaveText(maya.posts.map((p) => p.title))
  })

  test('a post ends with its related posts, each a link to the post', async ({ page }) => {
    await page.goto('/blog-details/19')
    const related = page.getByRole('region', { name: 'Related posts' })
    await related.scrollIntoViewIfNeeded()
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(
      relatedPosts(getPostById(19)!).map((post) => post.title),
    )
    await related.getByRole('link', { name: getPostById(2)!.title, exact: true }).click()
    await expect(page).toHaveURL('/blog-details/2')
  })

  test('the pages have no axe violations', async ({ page }) => {
    for (const path of ['/blog/category/growth', '/blog/topic/e-and-o', maya.path]) {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    }
    expect(blogArchives('topic').map((topic) => topic.path)).toContain('/blog/topic/workers-comp')
  })
})

test.describe('shop categories', () => {
  test('/shop links each category by its name to its own page', async ({ page }) => {
    const books = shopCategoryLists().find((list) => list.category === 'books')!
    await page.goto('/shop')
    await waitForHydration(page)
    const links = page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link')
    await expect(links).toHaveText(['All products', 'Books', 'Visiting cards', 'Magazines'])
    await links.filter({ hasText: 'Books' }).click()
    await expect(page).toHaveURL('/shop/category/books')
    await expect(page).toHaveTitle(`${books.title} - Coverbridge`)
    await expect(banner(page)).toHaveText(books.title)
    await expect(links.filter({ hasText: 'Books' })).toHaveAttribute('aria-current', 'page')
    const bookCount = products.filter((product) => product.category === 'books').length
    await expect(page.getByText(`Showing 1–${bookCount} of ${bookCount} results`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(bookCount)
  })

  test("a category page's sort goes on to the shop's, in that category", async ({ page }) => {
    await page.goto('/shop/category/magazine')
    await waitForHydration(page)
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL('/shop?sort=price-asc&filter=magazine')
    await expect(page.getByLabel('Filter')).toHaveValue('magazine')
    const count = products.filter((product) => product.category === 'magazine').length
    await expect(page.getByText(`Showing 1–${count} of ${count} results`)).toBeVisible()
  })

  for (const category of ['books', 'visiting-card', 'magazine'] as const) {
    test(`/shop?category=${category} leads to its page`, async ({ page }) => {
      await page.goto(`/shop?category=${category}`)
      await expect(page).toHaveURL(`/shop/category/${category}`)
      await expect(banner(page)).toHaveText(
        shopCategoryLists().find((list) => list.category === category)!.title,
      )
      expect(categoryNames[category].filter).not.toBe('')
    })
  }

  test('/shop?category= with an unknown name stays on the shop', async ({ page }) => {
    await page.goto('/shop?category=posters')
    await waitForHydration(page)
    await expect(banner(page)).toHaveText('Shop')
    await expect(page).toHaveURL('/shop?category=posters')
  })

  test('a product page ends with products of its category', async ({ page }) => {
    const product = products[0]!
    await page.goto(`/shop-details/${product.id}`)
    const related = page.getByRole('region', { name: 'Related products' })
    await related.scrollIntoViewIfNeeded()
    const same = products.filter(
      (other) => other.category === product.category && other.id !== product.id,
    )
    await expect(related.getByRole('article')).toHaveCount(Math.min(4, same.length))
    await expect(related.getByRole('heading', { level: 3 }).first()).toHaveText(same[0]!.title)
  })

  test('the pages have no axe violations', async ({ page }) => {
    for (const path of ['/shop/category/books', '/shop/category/visiting-card']) {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    }
  })
})
