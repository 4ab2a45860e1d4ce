// Posts and legal pages written in Markdown: every element rendered into the HTML at build, the
// anchors and tables of contents, phones, JavaScript off, and drafts kept out of every output.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blogPostPath, getPostById } from '../../content/blog'
import { legalDocuments } from '../../content/site'
import { firstLoadJs, scriptsOf } from '../../scripts/lib/export/export-size.mjs'
import { expectNoAxeViolations } from './support/axe'
import { exportedRoutes, OUT, readExported } from './support/export'
import { expect, test } from './support/shared-tab'
import { expectNoHorizontalScroll } from './support/pages'
import { searchIndex } from './support/search'
import type { Page } from '@playwright/test'

const RICH = getPostById(1)!
const CODE = getPostById(3)!
const QUOTED = getPostById(5)!
const PHONE = { width: 360, height: 740 }
/** Fixture posts of the test build (tests/fixtures/blog-posts): a draft and a scheduled post. */
const HIDDEN = [
  { id: 90, title: 'A Draft About Flood Appetite' },
  { id: 91, title: 'A Scheduled Post From the Future' },
]

const main = (page: Page) => page.getByRole('main')

test.describe('a post written in Markdown', () => {
  test('renders every element: sections, lists, table, figure and links', async ({ page }) => {
    await page.goto(blogPostPath(RICH.id))
    const body = main(page)
    for (const name of ['Ask each question once', 'Compare on the terms that matter']) {
      await expect(body.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      await expect(body.getByRole('link', { name: `Link to section: ${name}` })).toBeVisible()
    }
    await expect(body.locator('h2#ask-each-question-once')).toHaveCount(1)
    // A nested list: the exposure item holds a list of its own.
    const exposure = body.getByRole('listitem').filter({ hasText: /^Exposure/ })
    await expect(exposure.getByRole('list').getByRole('listitem')).toHaveCount(2)
    await expect(body.locator('strong', { hasText: 'Loss history' })).toBeVisible()
    const table = body.getByRole('region', { name: 'Table 1' }).getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([
      'Market',
      'Annual premium',
      'Limit per occurrence',
      'Retention',
      'Key subjectivity',
    ])
    await expect(table.getByRole('row')).toHaveCount(4)
    const figure = body.locator('figure', { has: page.locator('figcaption') })
    await expect(figure.locator('figcaption')).toHaveText(
      'Quotes from several markets, lined up in the same rows.',
    )
    const img = figure.getByRole('img', { name: /^The Coverbridge quote comparison/ })
    await expect(img).toHaveAttribute('src', '/images/hero/quote-compare.svg')
    await expect(img).toHaveAttribute('width', /^\d+$/)
    await expect(img).toHaveAttribute('height', /^\d+$/)
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(
      body.getByRole('link', { name: 'Binding Authority Explained for Retail Agents' }),
    ).toHaveAttribute('href', '/blog-details/5')
    await expect(
      body.getByRole('link', { name: 'The Specialty Lines Field Guide' }),
    ).toHaveAttribute('href', '/shop-details/1')
  })

  test('highlights code at build, with ordered lists and inline code', async ({ page }) => {
    await page.goto(blogPostPath(CODE.id))
    const body = main(page)
    const block = body.locator('pre > code.hljs.language-json')
    await expect(block).toContainText('"event": "policy.bound"')
    await expect(block.locator('.hljs-attr').first()).toHaveText('"event"')
    await expect(body.locator('p code', { hasText: 'event' })).toBeVisible()
    const steps = body.getByRole('list').filter({ hasText: 'Client to platform' })
    await expect(steps.locator(':scope > li')).toHaveCount(2)
    await expect(steps.locator('ol > li')).toHaveText([
      'the policy number and carrier first',
      'the premium and commission split after',
    ])
  })

  test('quotes, emphasis and strikethrough', async ({ page }) => {
    await page.goto(blogPostPath(QUOTED.id))
    const body = main(page)
    await expect(body.locator('blockquote')).toContainText('Inside those guidelines the MGA')
    await expect(body.locator('em', { hasText: 'contractor' })).toBeVisible()
    await expect(body.locator('del', { hasText: 'verbal' })).toBeVisible()
    await expect(
      body.getByRole('heading', { level: 3, name: 'Track them like premium' }),
    ).toBeVisible()
  })

  test('the table of contents and the anchors move to their section', async ({ page }) => {
    await page.goto(blogPostPath(RICH.id))
    const toc = page.getByRole('navigation', { name: 'In this post' })
    await expect(toc.getByRole('link')).toHaveText(
      RICH.headings.filter((heading) => heading.depth <= 3).map((heading) => heading.text),
    )
    await toc.getByRole('link', { name: 'Keep the record' }).click()
    await expect(page).toHaveURL(/#keep-the-record$/)
    await expect(page.locator('#keep-the-record')).toBeInViewport()
    // The anchor beside a heading: reached from the keyboard, it opens its own section.
    const anchor = page.getByRole('link', { name: 'Link to section: Spend the time you save' })
    await anchor.focus()
    await expect(anchor).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#spend-the-time-you-save$/)
    await expect(page.locator('#spend-the-time-you-save')).toBeInViewport()
  })

  test('a post with fewer than three sections has no table of contents', async ({ page }) => {
    await page.goto(blogPostPath(22))
    await expect(page.getByRole('navigation', { name: 'In this post' })).toHaveCount(0)
  })

  test('axe clean at desktop width', async ({ page }) => {
    for (const id of [RICH.id, CODE.id, QUOTED.id]) {
      await page.goto(blogPostPath(id))
      await expectNoAxeViolations(page)
    }
  })

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE })

    test('the table scrolls in its own box, the page does not, axe clean', async ({ page }) => {
      for (const id of [RICH.id, CODE.id]) {
        await page.goto(blogPostPath(id))
        const box = main(page).getByRole('region', { name: 'Table 1' })
        const widths = await box.evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
        }))
        expect(widths.scroll, `post ${id}`).toBeGreaterThan(widths.client)
        await expectNoHorizontalScroll(page, `post ${id}`)
        await expectNoAxeViolations(page)
      }
    })
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the HTML holds the same content', async ({ page }) => {
      await page.goto(blogPostPath(RICH.id))
      const body = main(page)
      for (const heading of RICH.headings) {
        await expect(body.getByRole('heading', { name: heading.text, exact: true })).toBeVisible()
      }
      await expect(body.getByRole('table')).toBeVisible()
      await expect(body.locator('figure figcaption')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'In this post' })).toBeVisible()
      await expect(body).toContainText(`${RICH.post_info.readingTime}`)
    })
  })
})

test.describe('a legal page written in Markdown', () => {
  const privacy = legalDocuments.privacy

  test('renders its sections, list, mail link and table of contents', async ({ page }) => {
    await page.goto('/privacy')
    const body = main(page)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link')).toHaveText(privacy.headings.map((heading) => heading.text))
    await expect(body.getByRole('link', { name: 'privacy@coverbridge.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@coverbridge.example',
    )
    await expect(body.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookiepolicy',
    )
    const kept = body.getByRole('list').filter({ hasText: 'Contact details' })
    await expect(kept.getByRole('listitem')).toHaveText([
      /^Contact details: name, company/,
      /^Quote data: business name/,
      /^Technical information: browser type/,
    ])
    await toc.getByRole('link', { name: 'Your rights' }).click()
    await expect(page).toHaveURL(/#your-rights$/)
    await expect(page.locator('#your-rights')).toBeInViewport()
    await expect(body.getByRole('link', { name: 'Link to section: Your rights' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE })
    test('no sideways scroll, axe clean', async ({ page }) => {
      await page.goto('/privacy')
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    })
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })
    test('the HTML holds the same content', async ({ page }) => {
      await page.goto('/privacy')
      for (const heading of privacy.headings) {
        await expect(main(page).getByRole('heading', { name: heading.text })).toBeVisible()
      }
      const kept = main(page).getByRole('list').filter({ hasText: 'Contact details' })
      await expect(kept.getByRole('listitem')).toHaveCount(3)
    })
  })
})

test.describe('drafts and scheduled posts', () => {
  test('have no page, and no exported file names them', () => {
    const routes = exportedRoutes()
    for (const post of HIDDEN) {
      expect(routes).not.toContain(blogPostPath(post.id))
      const mentions = routes.filter((route) => readExported(route).includes(post.title))
      expect(mentions, post.title).toEqual([])
    }
    // The draft is a 'blog-list' post: with it, /blog would need a fourth page.
    expect(routes).not.toContain('/blog/page/4')
    expect(readdirSync(join(OUT, 'og')).filter((name) => /9[01]/.test(name))).toEqual([])
  })

  test('are not in the feed or the sitemap', () => {
    const feed = readFileSync(join(OUT, 'feed.xml'), 'utf8')
    const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8')
    for (const post of HIDDEN) {
      expect(feed).not.toContain(post.title)
      expect(feed).not.toContain(blogPostPath(post.id))
      expect(sitemap).not.toContain(blogPostPath(post.id))
    }
  })

  test('are not in the search index', async ({ page }) => {
    await page.goto('/')
    const urls = (await searchIndex(page, null)).map((result) => result.url)
    expect(urls).toContain(blogPostPath(RICH.id))
    for (const post of HIDDEN) expect(urls).not.toContain(blogPostPath(post.id))
  })
})

test('search opens a post at the section that matches', async ({ page }) => {
  await page.goto('/')
  const found = await searchIndex(page, 'subjectivities')
  const sections = found.flatMap((result) => result.sub_results.map((sub) => sub.url))
  expect(sections).toContain('/blog-details/5#subjectivities')
})

test('the feed is RSS 2.0 with the full text of each post', () => {
  const feed = readFileSync(join(OUT, 'feed.xml'), 'utf8')
  expect(feed).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/)
  expect(feed).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"')
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '')
  expect(items.length).toBeGreaterThanOrEqual(22)
  for (const item of items) {
    for (const tag of ['title', 'link', 'guid', 'pubDate', 'description', 'content:encoded']) {
      expect(item, tag).toMatch(new RegExp(`<${tag}[^>]*>[^<]+</${tag}>`))
    }
  }
  const rich = items.find((item) => item.includes(`${blogPostPath(RICH.id)}</link>`)) ?? ''
  const html = /<content:encoded>([^<]*)<\/content:encoded>/.exec(rich)?.[1] ?? ''
  expect(html).toContain('&#60;h2 id=&#34;ask-each-question-once&#34;&#62;')
  expect(html).toMatch(/href=&#34;https?:\/\/[^&]+\/blog-details\/5&#34;/)
})

test('Markdown adds no client code: a post loads what the blog list loads, give or take 0.5 KB', () => {
  const post = firstLoadJs(OUT, blogPostPath(RICH.id))
  expect(post - firstLoadJs(OUT, '/blog')).toBeLessThanOrEqual(512)
  expect(firstLoadJs(OUT, '/privacy') - firstLoadJs(OUT, '/pricing')).toBeLessThanOrEqual(512)
  for (const file of scriptsOf(OUT, blogPostPath(RICH.id)) as string[]) {
    if (existsSync(file))
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/hljs|micromark|remark/)
  }
})

test('BlogPosting structured data counts the words of the Markdown body', () => {
  for (const post of [RICH, CODE, getPostById(22)!]) {
    expect(readExported(blogPostPath(post.id))).toContain(`"wordCount":${post.wordCount}`)
  }
  expect(RICH.wordCount).toBeGreaterThan(500)
})
