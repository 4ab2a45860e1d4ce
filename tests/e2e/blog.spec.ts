import { blogCoupon, blogPosts } from '../../content/blog'
import { blockTexts } from '../../content/shared/markdown'
import { svgDataUrl } from '../../lib/inline-image'
import { inlineSvgParts } from '../../lib/inline-svg'
import { acceptDialogs } from './support/dialogs'
import { asHtml } from './support/export'
import { expect, test, waitForHydration } from './support/shared-tab'
import { landedOn, sweepPage } from './support/pages'
import type { Page } from '@playwright/test'

const listPosts = blogPosts.filter((post) => post.page === 'blog-list')
const gridPosts = blogPosts.filter((post) => post.page === 'blog-grid')
const titles = (posts: typeof blogPosts) => posts.map((post) => post.title)

function articles(page: Page) {
  return page.getByRole('region', { name: 'Articles' }).getByRole('article')
}

/** The post titles (h2 links) of the list on the page, in order. */
function postTitles(page: Page) {
  return page.locator('main ul > li > article h2')
}

test.describe('/blog list', () => {
  test('shows the first 4 blog-list posts, a 3-page pager, sidebar and newsletter', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(page).toHaveTitle('Blog - Coverbridge')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(articles(page)).toHaveCount(4)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(0, 4)))
    // The first card's picture is the largest paint: drawn in the page, the others lazily loaded.
    await expect(articles(page).first().locator('svg[data-first-screen]')).toBeVisible()
    await expect(articles(page).first().locator('img')).toHaveCount(0)
    await expect(articles(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy')
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pager.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3'])
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByRole('heading', { name: /One useful email a month/ })).toBeVisible()
    const coupon = page.getByRole('region', { name: blogCoupon.title })
    await expect(coupon).toBeVisible()
    await expect(coupon.getByText(blogCoupon.code, { exact: true })).toBeVisible()
  })

  test('page 1 copy is in the HTML without JavaScript', async ({ pageWithoutJs: page }) => {
    await page.goto('/blog')
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(0, 4)))
    await expect(page.getByText(listPosts[0]!.excerpt)).toBeVisible()
  })

  test('changing page puts it in the URL, scrolls to the top, and Back returns', async ({
    page,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await pager.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(4, 8)))
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', {
        name: 'Next page',
      })
      .click()
    await expect(page).toHaveURL(/\/blog\/page\/3$/)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(8, 12)))

    await page.goBack()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(4, 8)))
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(0, 4)))
  })

  test('a shared ?page=3 link opens page 3 at its own URL', async ({ page }) => {
    await page.goto('/blog?page=3')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/blog\/page\/3$/)
    await expect(postTitles(page)).toHaveText(titles(listPosts.slice(8, 12)))
    await expect(
      page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page')
  })

  for (const [value, expected] of [
    ['0', 1],
    ['-1', 1],
    ['abc', 1],
    ['2.5', 1],
    ['99', 3],
  ] as const) {
    test(`?page=${value} falls back to page ${expected}, never an empty list`, async ({ page }) => {
      await page.goto(`/blog?page=${value}`)
      await waitForHydration(page)
      const start = (expected - 1) * 4
      await expect(postTitles(page)).toHaveText(titles(listPosts.slice(start, start + 4)))
      await expect(
        page
          .getByRole('navigation', { name: 'Blog pages' })
          .getByRole('link', { name: `Page ${expected}` }),
      ).toHaveAttribute('aria-current', 'page')
    })
  }

  test('Recent News shows the last 2 blog-list posts, linking to their pages', async ({ page }) => {
    await page.goto('/blog')
    const recent = page.getByRole('region', { name: 'Recent News' })
    const links = recent.getByRole('link')
    const expected = listPosts.slice(-2)
    await expect(links).toHaveText(titles(expected))
    for (const [index, post] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/blog-details/${post.id}`)
    }
    await links.first().click()
    await expect(page).toHaveURL(new RegExp(`/blog-details/${expected[0]!.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.title)
  })

  test('a post title leads to its details page', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const post = listPosts[1]!
    await page.getByRole('link', { name: post.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog-details/${post.id}$`))
    await expect(page).toHaveTitle(`${post.title} - Coverbridge`)
  })
})

test.describe('/blog-grid', () => {
  test('two columns of blog-grid posts, 4 per page, 2 on page 2', async ({ page }) => {
    await page.goto('/blog-grid')
    await expect(page).toHaveTitle('Blog Grid - Coverbridge')
    await waitForHydration(page)
    await expect(postTitles(page)).toHaveText(titles(gridPosts.slice(0, 4)))
    const cards = page.locator('main ul > li > article')
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    )
    expect(first!.y).toBe(second!.y)
    expect(second!.x).toBeGreaterThan(first!.x)
    expect(third!.x).toBe(first!.x)

    await page
      .getByRole('navigation', { name: 'Blog grid pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/\/blog-grid\/page\/2$/)
    await expect(postTitles(page)).toHaveText(titles(gridPosts.slice(4)))
  })

  test('one column on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/blog-grid')
    const cards = page.locator('main ul > li > article')
    const [first, second] = await Promise.all([0, 1].map((i) => cards.nth(i).boundingBox()))
    expect(second!.x).toBe(first!.x)
    expect(second!.y).toBeGreaterThan(first!.y)
  })
})

test.describe('/blog-details/{id}', () => {
  test('every post has its own static page with its title', async ({ request }) => {
    for (const post of blogPosts) {
      const response = await request.get(`/blog-details/${post.id}`)
      expect(response.status(), `post ${post.id}`).toBe(200)
      const html = await response.text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(title).toBe(asHtml(`${post.title} - Coverbridge`))
    }
  })

  test('shows the image, date, title, post info, body and comments', async ({ page }) => {
    const post = blogPosts.find((candidate) => candidate.id === 22)!
    await page.goto('/blog-details/22')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const meta = page.locator('main time', { hasText: '09 FEB 2023' }).first()
    await expect(meta).toHaveAttribute('datetime', '2023-02-09')
    await expect(page.getByText(`By ${post.author}`).first()).toBeVisible()
    await expect(page.getByText(post.post_info.readingTime).first()).toBeVisible()
    await expect(page.getByText(post.post_info.topic, { exact: true }).first()).toBeVisible()
    // The post's picture is drawn in the page from its file: its view box, every one of its shapes.
    const picture = page.locator('main article svg[data-first-screen]').first()
    await expect(picture).toBeVisible()
    const drawing = inlineSvgParts(svgDataUrl(post.img))!
    await expect(picture).toHaveAttribute('viewBox', drawing.viewBox)
    // (less the group that carries the file's own attributes)
    expect(await picture.evaluate((svg) => svg.querySelectorAll('*').length - 1)).toBe(
      drawing.body.match(/<[a-zA-Z]/g)?.length,
    )
    for (const paragraph of blockTexts(post.body, 'p'))
      await expect(page.getByText(paragraph)).toBeVisible()
    await expect(page.getByRole('heading', { name: '3 Comments' })).toBeVisible()
    await expect(page.getByRole('article', { name: /^Comment by / })).toHaveCount(3)
    await expect(page.locator('blockquote')).toHaveCount(0)
  })

  test('a quote post shows its quote block with author and designation', async ({ page }) => {
    for (const post of blogPosts.filter((candidate) => candidate.quote_blog)) {
      await page.goto(`/blog-details/${post.id}`)
      const quote = page.locator('main figure', { has: page.locator('blockquote') })
      await expect(quote.locator('blockquote')).toHaveText(post.quote!)
      await expect(quote.locator('figcaption')).toHaveText(`${post.author}, ${post.designation!}`)
    }
  })

  test('the comment form alerts its content and resets, with no rules', async ({ page }) => {
    await page.goto('/blog-details/7')
    await waitForHydration(page)
    const form = page.getByRole('region', { name: 'Leave a Comment' })
    await form.getByLabel('Name').fill('Gloria Nunez')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Comment').fill('We import renewals in stages too.')
    const alerts = acceptDialogs(page)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect.poll(() => alerts.length).toBe(1)
    expect(alerts[0]!.type).toBe('alert')
    expect(alerts[0]!.message).toContain('name: Gloria Nunez')
    expect(alerts[0]!.message).toContain('email: not-an-email')
    expect(alerts[0]!.message).toContain('comment: We import renewals in stages too.')
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Comment')).toHaveValue('')
    await expect(page).toHaveURL(/\/blog-details\/7$/)

    // No rules: an empty form alerts too.
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect.poll(() => alerts.length).toBe(2)
    expect(alerts[1]!.message).toContain('name: \n')
  })

  test('previous and next post links go to the neighbouring posts', async ({ page }) => {
    await page.goto('/blog-details/10')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'More posts' })
    const title = (id: number) => blogPosts.find((post) => post.id === id)!.title
    await expect(nav.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/blog-details/9',
    )
    await nav.getByRole('link', { name: /Next post/ }).click()
    await expect(page).toHaveURL(/\/blog-details\/11$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(11))

    await page.goto('/blog-details/1')
    await expect(
      page.getByRole('navigation', { name: 'More posts' }).getByRole('link'),
    ).toHaveCount(1)
  })

  for (const id of ['9999', '0', 'abc']) {
    test(`unknown id ${id} is a real 404 that names the id`, async ({ page }) => {
      const response = await page.goto(`/blog-details/${id}`)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
      await expect(page.getByText(`Not Found Any blog this id ${id}`)).toBeVisible()
    })
  }
})

// Every exported page gets this sweep and more in a11y.spec.ts; an old ?page link is not a file
// of the export, so it is swept here.
test('/blog?page=2: no axe violations, no console errors, no horizontal scroll at 320 px', async ({
  page,
  consoleErrors,
}) => {
  await sweepPage(page, '/blog?page=2', consoleErrors, {
    settled: landedOn(/\/blog\/page\/2$/, 'Blog pages', '2'),
  })
})
