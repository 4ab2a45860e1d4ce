import type { Page } from '@playwright/test'
import { LOAD_FAILED_MESSAGE } from '../../lib/lazy-resolver'
import { nextAlert } from './support/dialogs'
import { expect, test, waitForHydration } from './support/fixtures'
import {
  CART_KEY,
  envelope,
  openCheckout,
  seedStorage,
  stored,
  waitForShopState,
} from './support/shop'

/**
 * Chunks the page asks for after it has hydrated are the ones loaded on first use (the forms'
 * validation code). While `offline.on` is set they fail as on a dropped connection.
 */
async function flakyChunks(page: Page) {
  const offline = { on: false, failed: [] as string[] }
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!offline.on) return route.fallback()
    offline.failed.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return offline
}

test('checkout login: a failed load says so by the form, keeps what was typed, and the next submit works', async ({
  page,
  consoleErrors,
}) => {
  const offline = await flakyChunks(page)
  await openCheckout(page)
  await page.getByText('Already have an account? Click here to login.').click()
  const form = page.getByRole('form', { name: 'Login' })

  offline.on = true
  await form.getByLabel('Email').fill('dana@harborpoint.example')
  await form.getByLabel('Password', { exact: true }).fill('s3cure-pass')
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(form.getByText(LOAD_FAILED_MESSAGE)).toBeVisible()
  expect(offline.failed.length).toBeGreaterThan(0)
  await expect(form.getByLabel('Email')).toHaveValue('dana@harborpoint.example')
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('s3cure-pass')

  offline.on = false
  const alert = nextAlert(page)
  await form.getByRole('button', { name: 'Login' }).click()
  expect(await alert).toBe(
    'Login details\n\nemail: dana@harborpoint.example\npassword: s3cure-pass',
  )
  await expect(form.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0)
  // The failed chunk requests are the browser's own console lines; the page threw nothing.
  expect(
    consoleErrors.filter(
      (message) =>
        !/Failed to load resource|ChunkLoadError|Failed to fetch|Loading chunk/i.test(message),
    ),
  ).toEqual([])
})

test('checkout promo code: the same after a failed load on first focus', async ({ page }) => {
  const offline = await flakyChunks(page)
  await openCheckout(page)
  await page.getByText('Have a promo code? Click to enter your code.').click()
  const form = page.getByRole('form', { name: 'Promo code' })
  offline.on = true
  await form.getByLabel('Coupon').fill('ASSOC25')
  await form.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(form.getByText(LOAD_FAILED_MESSAGE)).toBeVisible()
  await expect(form.getByLabel('Coupon')).toHaveValue('ASSOC25')
  offline.on = false
  const alert = nextAlert(page)
  await form.getByRole('button', { name: 'Apply coupon' }).click()
  expect(await alert).toBe('Coupon\n\ncoupon: ASSOC25')
})

test('a visitor with nothing saved never fetches the catalogue index', async ({ page }) => {
  const indexRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/shop-index.json') indexRequests.push(request.url())
  })
  for (const path of ['/shop-details/1', '/cart', '/wishlist', '/checkout']) {
    await page.goto(path)
    await waitForHydration(page)
    await waitForShopState(page)
  }
  await expect(page.getByText('No cart product')).toBeVisible()
  expect(indexRequests).toEqual([])
})

test('a saved cart: the catalogue index is fetched while the page is parsed, once', async ({
  page,
}) => {
  await seedStorage(page, { [CART_KEY]: envelope([{ id: 1, orderQuantity: 2 }]) })
  const indexRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/shop-index.json') indexRequests.push(request.url())
  })
  // Hydration waits for the router payload, held here: the index must not wait for it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/cart.txt', async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('/cart', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => indexRequests.length).toBe(1)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  release()
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await expect(page.getByTestId('cart-row').or(page.getByTestId('cart-card')).first()).toBeVisible()
  // The store's own fetch took the preloaded response: no second request.
  expect(indexRequests).toHaveLength(1)
})

test('cart: when the catalogue cannot be fetched the saved cart is kept, said so, and read on retry', async ({
  page,
}) => {
  const saved = envelope([{ id: 1, orderQuantity: 2 }])
  await seedStorage(page, { [CART_KEY]: saved })
  let offline = true
  await page.route('**/shop-index.json', (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  )
  await page.goto('/cart')
  await waitForHydration(page)
  const message = page.getByText(
    'Your saved cart could not be loaded. Check your connection and try again.',
  )
  await expect(message).toBeVisible()
  await expect(page.getByText('No Cart Items Found')).toBeHidden()
  expect(await stored(page, CART_KEY)).toEqual(JSON.parse(saved))

  offline = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(message).toBeHidden()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  expect(await stored(page, CART_KEY)).toEqual(JSON.parse(saved))
})

test('a slow router payload: the page is readable with plain links before it arrives, then hydrates', async ({
  page,
}) => {
  // The payload is held until the page has been checked, then let through: no clock needed.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked: string[] = []
  await page.route('**/faq.txt', async (route) => {
    asked.push(new URL(route.request().url()).pathname)
    await held
    await route.fallback()
  })
  await page.goto('/faq', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions & Answers')
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  release()
  await waitForHydration(page)
  expect(asked).toEqual(['/faq.txt'])
})
