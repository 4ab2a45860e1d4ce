import type { Locator, Page } from '@playwright/test'
import { blogPosts } from '../../content/blog'
import { products } from '../../content/products'
import { blockTexts } from '../../content/shared/markdown'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, waitForHydration } from './support/shared-tab'
import { searchIndex } from './support/search'

// The index under test is the real one: `npm run build` writes out/pagefind from the export.
const post = blogPosts.find((p) => p.title === 'Binding Authority Explained for Retail Agents')!
const product = products.find((p) => p.title === 'Binding Authority Handbook')!

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Coverbridge' })
const field = (page: Page) => dialog(page).getByRole('combobox')
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' })
const option = (page: Page, title: string) =>
  results(page).getByRole('option').filter({ hasText: title })
const chips = (page: Page) => dialog(page).getByRole('group', { name: 'Result types' })
/** The list pages: each item on them has a page of its own, so they never answer a query. */
const LIST_PAGES = /^\/(blog|blog-grid|shop|project-v1|project-v2|project-v3)$/

/** Where each result shown links to, in order. */
const resultHrefs = (page: Page) =>
  results(page)
    .getByRole('option')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** The excerpt of each result shown (the text under its title), in order. */
const excerpts = (page: Page) =>
  results(page)
    .getByRole('option')
    .evaluateAll((links) => links.map((link) => link.lastElementChild?.textContent ?? ''))

/** Opens the search from the header (desktop) with a query typed and its results shown. */
async function searchFor(page: Page, term: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expectOpenWithFocus(page)
  await field(page).fill(term)
  await expect(results(page).getByRole('option').first()).toBeVisible()
}

/** Records CSP violations reported in the console (the server sends each page's real policy). */
function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to /i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Every request the page made whose path matches. */
function watchRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (pattern.test(path)) seen.push(path)
  })
  return seen
}

async function expectOpenWithFocus(page: Page) {
  await expect(dialog(page)).toBeVisible()
  await expect(field(page)).toBeFocused()
}

async function expectResult(page: Page, title: string, type: string) {
  const hit = option(page, title).first()
  await expect(hit).toBeVisible()
  await expect(hit).toContainText(type)
  // The excerpt highlights the matched words.
  await expect(hit.locator('mark').first()).toBeVisible()
  return hit
}

test.describe('site search on a desktop', () => {
  test('nothing of the search loads before it is opened; the mouse finds and opens a product', async ({
    page,
    consoleErrors,
  }) => {
    const csp = watchCsp(page)
    const pagefind = watchRequests(page, /^\/pagefind\//)
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(pagefind).toEqual([])

    const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await button.click()
    await expectOpenWithFocus(page)
    await field(page).fill('binding authority')
    await expectResult(page, product.title, 'Product')
    await expectResult(page, post.title, 'Post')
    expect(pagefind).toContain('/pagefind/pagefind.js')
    await option(page, product.title).first().click()
    await expect(page).toHaveURL(new RegExp(`/shop-details/${product.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
    await expect(dialog(page)).toHaveCount(0)
    expect(csp).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('keyboard: Ctrl+K opens it, / alone does not, arrows move, Enter opens, Escape returns focus', async ({
    page,
  }) => {
    const csp = watchCsp(page)
    await page.goto('/blog')
    await waitForHydration(page)

    await page.keyboard.press('Control+k')
    await expectOpenWithFocus(page)
    await page.keyboard.type('binding authority')
    const options = results(page).getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const count = await options.count()
    expect(count).toBeGreaterThan(1)
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(field(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    )
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)

    // The header button gets the focus back on Escape. '/' alone opens nothing: no shortcut is a
    // single character (WCAG 2.1.4).
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expectOpenWithFocus(page)
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('/')
    await expect(dialog(page)).toHaveCount(0)
    await page.keyboard.press('Control+K')
    await expectOpenWithFocus(page)

    await page.keyboard.type(post.title)
    const target = option(page, post.title).first()
    await expect(target).toBeVisible()
    // Move to the post with the arrow keys, then open it with Enter.
    for (let step = 0; step < 8; step += 1) {
      if ((await target.getAttribute('aria-selected')) === 'true') break
      await page.keyboard.press('ArrowDown')
    }
    await expect(target).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/blog-details/${post.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect(csp).toEqual([])
  })

  test('"/" typed into a form field stays in the field', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const message = page.getByRole('textbox').first()
    await message.click()
    await page.keyboard.type('a/b')
    await expect(message).toHaveValue('a/b')
    await expect(dialog(page)).toHaveCount(0)
  })

  test('a clear "No results" state; the close button leaves; axe passes both states', async ({
    page,
  }) => {
    await page.goto('/shop')
    await waitForHydration(page)
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await button.click()
    await field(page).fill('cyber')
    await expect(results(page).getByRole('option').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await field(page).fill('qqzzxv')
    await expect(dialog(page).getByText('No results for “qqzzxv”')).toBeVisible()
    await expect(results(page)).toBeHidden()
    await expectNoAxeViolations(page)
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('the index holds no cart, wishlist, checkout, 404, noindex or later list pages', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const urls = (await searchIndex(page, null)).map((result) => result.url)
    expect(urls.length).toBeGreaterThan(50)
    expect(urls).toContain('/blog')
    expect(urls).toContain(`/shop-details/${product.id}`)
    expect(urls).toContain('/project-details-v1')
    for (const url of urls) {
      expect(url).not.toMatch(
        /^\/(cart|wishlist|checkout|404|not-found|_not-found|about-us-2|service-v1|team-v2|project-v2|project-v3|project-details-v2)$|\/page\/\d+$/,
      )
    }
  })
})

test.describe('site search on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  async function openFromMenu(page: Page): Promise<Locator> {
    const menu = page.getByRole('button', { name: 'Open menu' })
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`)
    await menu.click()
    const button = panel.getByRole('button', { name: 'Search' })
    await button.click()
    await expectOpenWithFocus(page)
    return button
  }

  test('from the phone menu: type, tap a result, land on it', async ({ page }) => {
    await page.goto('/shop')
    await waitForHydration(page)
    await openFromMenu(page)
    await field(page).fill('binding authority')
    const hit = await expectResult(page, post.title, 'Post')
    const box = await dialog(page).locator('> div').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(360)
    await hit.tap()
    await expect(page).toHaveURL(new RegExp(`/blog-details/${post.id}$`))
  })

  test('keyboard on a phone: arrows and Enter, Escape returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const button = await openFromMenu(page)
    await page.keyboard.press('Escape')
    // The menu stays open behind the dialog, and its Search button gets the focus back.
    await expect(button).toBeVisible()
    await expect(button).toBeFocused()
    await button.press('Enter')
    await expectOpenWithFocus(page)
    await page.keyboard.type(product.title)
    await expect(option(page, product.title).first()).toBeVisible()
    const options = results(page).getByRole('option')
    if ((await options.first().textContent())?.includes(product.title) !== true) {
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/shop-details\/\d+$/)
  })

  test('"No results" and axe on a phone', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await openFromMenu(page)
    await field(page).fill('insurance')
    await expect(results(page).getByRole('option').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await field(page).fill('qqzzxv')
    await expect(dialog(page).getByText('No results for “qqzzxv”')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('axe passes every state on a phone, with nothing wider than the screen', async ({
    page,
  }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await openFromMenu(page)
    await expectAxeCleanInEveryState(page)
  })
})

test.describe('what the search answers', () => {
  test('"binding": the product and the post with Binding in their titles come first', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await searchFor(page, 'binding')
    const hrefs = await resultHrefs(page)
    expect(hrefs.slice(0, 2).sort()).toEqual([
      `/blog-details/${post.id}`,
      `/shop-details/${product.id}`,
    ])
    // The exact title of a product shows that product first.
    await field(page).fill(product.title.toLowerCase())
    await expect(results(page).getByRole('option').first()).toHaveAttribute(
      'href',
      `/shop-details/${product.id}`,
    )
  })

  test('"specialty": no list page, excerpts read as sentences, a product opens with its description', async ({
    page,
  }) => {
    const guide = products.find((p) => p.title === 'The Specialty Lines Field Guide')!
    const wholesale = blogPosts.find(
      (p) => p.title === 'Wholesale and Retail: Where Each Adds Value in Specialty',
    )!
    await page.goto('/pricing')
    await waitForHydration(page)
    await searchFor(page, 'specialty')
    const hrefs = await resultHrefs(page)
    expect(hrefs.length).toBeGreaterThan(3)
    expect(hrefs.filter((href) => LIST_PAGES.test(href ?? ''))).toEqual([])
    const texts = await excerpts(page)
    expect(texts.filter((text) => /[a-z][A-Z]|\d[A-Z]|\d\$/.test(text))).toEqual([])
    // The product's excerpt is its description (no rating, price or category before it).
    // A product's excerpt is read from its description (no rating, price or category in it),
    // a post's from its text (no date, author or reading time); Pagefind starts the excerpt a
    // few words before the first match.
    const opening = (text: string) => text.split(' ').slice(0, 8).join(' ')
    const guideText = texts[hrefs.indexOf(`/shop-details/${guide.id}`)]!
    expect(guide.sm_desc).toContain(opening(guideText))
    const wholesaleText = texts[hrefs.indexOf(`/blog-details/${wholesale.id}`)]!
    expect(wholesaleText.startsWith(opening(blockTexts(wholesale.body, 'p')[0]!))).toBe(true)
  })

  test('Ctrl+click and middle click open a result in a new tab and leave the dialog as it was', async ({
    page,
    context,
  }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await searchFor(page, 'binding authority')
    const hit = option(page, product.title).first()
    await expect(hit).toHaveAttribute('href', `/shop-details/${product.id}`)

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      hit.click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL(new RegExp(`/shop-details/${product.id}$`))
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(product.title)
    await tab.close()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(dialog(page)).toBeVisible()
    await expect(field(page)).toHaveValue('binding authority')
    await expect(hit).toBeVisible()

    const [other] = await Promise.all([
      context.waitForEvent('page'),
      option(page, post.title).first().click({ button: 'middle' }),
    ])
    await expect(other).toHaveURL(new RegExp(`/blog-details/${post.id}$`))
    await other.close()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(dialog(page)).toBeVisible()
  })

  test('a type chip narrows the results to its count, and stays as the query changes', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await searchFor(page, 'surplus lines')
    await expect(chips(page).getByRole('button', { name: /^All \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const productsChip = chips(page).getByRole('button', { name: /^Products \d+$/ })
    const count = Number((await productsChip.textContent())!.replace(/\D/g, ''))
    // Fewer than a page of results, so every one of them is shown.
    expect(count).toBeGreaterThan(1)
    expect(count).toBeLessThanOrEqual(8)
    await productsChip.press('Enter')
    await expect(productsChip).toHaveAttribute('aria-pressed', 'true')
    await expect(results(page).getByRole('option')).toHaveCount(count)
    expect((await resultHrefs(page)).every((href) => href?.startsWith('/shop-details/'))).toBe(true)
    await expect(dialog(page).getByRole('status')).toHaveText(
      `${count} ${count === 1 ? 'result' : 'results'}`,
    )

    await field(page).fill('binding')
    await expect(chips(page).getByRole('button', { name: /^Products \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(results(page).getByRole('option').first()).toHaveAttribute(
      'href',
      `/shop-details/${product.id}`,
    )
    expect((await resultHrefs(page)).every((href) => href?.startsWith('/shop-details/'))).toBe(true)
    // Tab reaches the chips from the field; All brings every type back.
    await field(page).focus()
    await page.keyboard.press('Tab')
    await expect(chips(page).getByRole('button', { name: /^All \d+$/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(option(page, post.title).first()).toBeVisible()
  })

  test('suggested searches before the first keystroke; blog and shop links after "No results"', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const suggestions = dialog(page)
      .getByRole('list', { name: 'Popular topics' })
      .getByRole('button')
    await expect(suggestions.first()).toBeVisible()
    const names = await suggestions.allTextContents()
    expect(names.length).toBeGreaterThanOrEqual(3)
    expect(names.length).toBeLessThanOrEqual(5)
    await expectNoAxeViolations(page)
    await suggestions.first().click()
    await expect(field(page)).toHaveValue(names[0]!)
    await expect(field(page)).toBeFocused()
    await expect(results(page).getByRole('option').first()).toBeVisible()

    await field(page).fill('qqzzxv')
    await expect(dialog(page).getByText('No results for “qqzzxv”')).toBeVisible()
    await expect(dialog(page).getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop')
    await dialog(page).getByRole('link', { name: 'blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(dialog(page)).toHaveCount(0)
  })
})

/** Axe in each state of the open dialog: suggestions, results with chips, one type, "No results". */
async function expectAxeCleanInEveryState(page: Page) {
  await expect(dialog(page).getByRole('list', { name: 'Popular topics' })).toBeVisible()
  await expectNoAxeViolations(page)
  await field(page).fill('binding')
  await expect(chips(page)).toBeVisible()
  await expect(results(page).getByRole('option').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await chips(page)
    .getByRole('button', { name: /^Products \d+$/ })
    .click()
  await expect(results(page).getByRole('option').first()).toHaveAttribute(
    'href',
    `/shop-details/${product.id}`,
  )
  await expectNoAxeViolations(page)
  await field(page).fill('qqzzxv')
  await expect(dialog(page).getByText('No results for “qqzzxv”')).toBeVisible()
  await expectNoAxeViolations(page)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
}

test.describe('the search dialog at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('axe passes every state', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await expectOpenWithFocus(page)
    await expectAxeCleanInEveryState(page)
  })
})
