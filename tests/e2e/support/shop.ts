import { expect, type Page } from '@playwright/test'

export const CART_KEY = 'cart_products'
export const WISHLIST_KEY = 'wishlist_items'

/** The envelope the stores write: { state: { items }, version }. */
export function envelope(items: unknown[], version = 1) {
  return JSON.stringify({ state: { items }, version })
}

/**
 * Puts raw values into localStorage before the first page of this tab loads, once (a reload
 * keeps what the page itself wrote since).
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    sessionStorage.setItem('__seeded', '1')
  }, values)
}

/** Waits until the shop stores have read storage: the header shows the live counts. */
export async function waitForShopState(page: Page) {
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Wishlist, \d+ items?$/ })).toBeVisible()
}

export function cartLink(page: Page, count: number) {
  return page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
}

export function wishlistLink(page: Page, count: number) {
  return page.getByRole('link', { name: `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` })
}

/** A toast on the shop toaster (top-center), by its exact text. */
export function shopToast(page: Page, text: string) {
  return page
    .locator('[data-sonner-toaster][data-y-position="top"][data-x-position="center"] [data-title]')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .last()
}

/** The product card of the grid with this title. */
export function productCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true })
}

/** '$1,234.50' -> 1234.5 */
export function money(text: string | null): number {
  return Number((text ?? '').replace(/[$,\s]/g, ''))
}

export async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key)
}

const SHOP_PATHS = /^\/(shop|shop-details\/\d+|cart|wishlist|checkout)$/

/**
 * Console errors that matter: everything but the browser's "Failed to load resource" lines,
 * which are checked through `missingFiles` instead (links to pages other issues still build
 * are prefetched and 404 until they exist).
 */
export function realErrors(consoleErrors: string[]) {
  return consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))
}

/** Records every 404 the page gets for a script, style, image or a shop page. */
export function missingFiles(page: Page) {
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() !== 404) return
    const { pathname } = new URL(response.url())
    if (/^\/(_next|images)\//.test(pathname) || SHOP_PATHS.test(pathname)) missing.push(pathname)
  })
  return missing
}
