import { expect, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './fixtures'

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

/**
 * Opens a shop page (the grid, a product, the cart, the wishlist, checkout) and waits until it has
 * hydrated and its stores have read storage, so a click acts on the saved cart and wishlist.
 */
export async function openShopPage(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await waitForShopState(page)
}

export const openShop = (page: Page, path = '/shop') => openShopPage(page, path)
export const openProduct = (page: Page, id: number) => openShopPage(page, `/shop-details/${id}`)
export const openCart = (page: Page) => openShopPage(page, '/cart')
export const openWishlist = (page: Page) => openShopPage(page, '/wishlist')
export const openCheckout = (page: Page) => openShopPage(page, '/checkout')

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

/** A grid card's 'Add to cart' button; once the product is in the cart it is a 'View cart' link. */
export function addToCartButton(card: Locator) {
  return card.getByRole('button', { name: /^Add to cart/ })
}

export function viewCartLink(card: Locator) {
  return card.getByRole('link', { name: /^View cart/ })
}

/** A grid card's wishlist heart, named for what a click on it does. */
export function wishlistHeart(card: Locator, title: string, action: 'add' | 'remove') {
  return card.getByRole('button', {
    name: action === 'add' ? `Add ${title} to wishlist` : `Remove ${title} from wishlist`,
  })
}

/** Adds a product to the cart from its card on the shop grid. */
export async function addToCartFromGrid(page: Page, title: string) {
  await addToCartButton(productCard(page, title)).click()
}

/** Puts a product on the wishlist with the heart on its card on the shop grid. */
export async function addToWishlistFromGrid(page: Page, title: string) {
  await wishlistHeart(productCard(page, title), title, 'add').click()
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
