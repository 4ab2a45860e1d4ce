import type { Locator, Page } from '@playwright/test'
import { blogPosts } from '../../content/blog'
import { products } from '../../content/products'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, waitForHydration } from './support/fixtures'
import { searchIndex } from './support/search'

// The index under test is the real one: `npm run build` writes out/pagefind from the export.
const post = blogPosts.find((p) => p.title === 'Binding Authority Explained for Retail Agents')!
const product = products.find((p) => p.title === 'Binding Authority Handbook')!

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Coverbridge' })
const field = (page: Page) => dialog(page).getByRole('combobox')
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' })
const option = (page: Page, title: string) =>
  results(page).getByRole('option').filter({ hasText: title })

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

  test('keyboard: Ctrl+K and / open it, arrows move, Enter opens, Escape returns focus', async ({
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

    // '/' opens it too; the header button gets the focus back on Escape.
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expectOpenWithFocus(page)
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('/')
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
})
