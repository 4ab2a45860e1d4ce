import { getProductById } from '../../content/products'
import { expect, test } from './support/shared-tab'
import {
  addToCartButton,
  addToCartFromGrid,
  addToWishlistFromGrid,
  CART_KEY,
  cartLink,
  envelope,
  missingFiles,
  openCart,
  openCheckout,
  openShop,
  openShopPage,
  openWishlist,
  productCard,
  realErrors,
  seedStorage,
  stored,
  viewCartLink,
  waitForShopState,
  WISHLIST_KEY,
  wishlistHeart,
  wishlistLink,
} from './support/shop'

const guide = getProductById(1)!
const lowStock = getProductById(2)!

const SHOP_ROUTES = ['/shop', '/shop-details/2', '/cart', '/wishlist', '/checkout']

const HOSTILE = '<img src=x onerror="window.__pwned=1">'

/** Storage as a careless extension, an old version or an attacker might leave it. */
const corruptCart = envelope([
  { id: HOSTILE, orderQuantity: 1 },
  { id: 2, orderQuantity: 1e12, title: HOSTILE, img: 'javascript:alert(1)' },
  { id: 999, orderQuantity: 1 },
  { id: 1, orderQuantity: -4 },
  { id: 5, orderQuantity: 2.7 },
  null,
  'cart',
  [1, 2],
])
const corruptWishlist = JSON.stringify({
  state: { items: [{ id: 3, title: HOSTILE }, {}, 7] },
  version: '1',
})

test.describe('persistence', () => {
  test('cart and wishlist survive a reload and follow across pages', async ({ page }) => {
    await openShop(page)
    await addToCartFromGrid(page, guide.title)
    await addToWishlistFromGrid(page, guide.title)
    await expect(cartLink(page, 1)).toBeVisible()

    await page.reload()
    await waitForShopState(page)
    await expect(cartLink(page, 1)).toBeVisible()
    await expect(wishlistLink(page, 1)).toBeVisible()
    const card = productCard(page, guide.title)
    await expect(viewCartLink(card)).toBeVisible()
    await expect(wishlistHeart(card, guide.title, 'remove')).toBeVisible()

    // Client-side navigation keeps the store; a full load reads it back.
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-row')).toHaveCount(1)
    await openWishlist(page)
    await expect(page.getByTestId('wishlist-row')).toHaveCount(1)
    await openCheckout(page)
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText(guide.title)
  })

  // Each tab is brought to the front before it is used or read, as the visitor looks at the tab
  // they use: a tab behind another gets no animation frames and no idle time from the browser, so
  // work the page does then (its first paint's hydration, a re-render) may wait there. Once, the
  // first tab, left behind the second, never drew its grid's buttons within the test's 30 s.
  test('two tabs stay in step through the storage event', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    for (const tab of [first, second]) {
      await tab.bringToFront()
      await openShop(tab)
    }
    await first.bringToFront()
    await addToCartFromGrid(first, guide.title)
    await second.bringToFront()
    await expect(cartLink(second, 1)).toBeVisible()
    await expect(viewCartLink(productCard(second, guide.title))).toBeVisible()

    await addToWishlistFromGrid(second, lowStock.title)
    await first.bringToFront()
    await expect(wishlistLink(first, 1)).toBeVisible()

    await second.bringToFront()
    await openCart(second)
    {
      const confirm = second.waitForEvent('dialog')
      const click = second.getByRole('button', { name: 'Clear cart' }).click()
      await (await confirm).accept()
      await click
    }
    await first.bringToFront()
    await expect(cartLink(first, 0)).toBeVisible()
    await expect(addToCartButton(productCard(first, guide.title))).toBeVisible()
  })
})

test.describe('hydration', () => {
  test('the server HTML never depends on storage: no counts, no saved lines', async ({
    pageWithoutJs: page,
  }) => {
    await page.goto('/shop')
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
      'href',
      '/cart',
    )
    await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toHaveAttribute(
      'href',
      '/wishlist',
    )
    await page.goto('/cart')
    await expect(page.getByRole('status')).toHaveText('Loading your cart…')
  })

  for (const route of SHOP_ROUTES) {
    test(`${route} hydrates a saved cart without a mismatch or console error`, async ({
      page,
      consoleErrors,
    }) => {
      await seedStorage(page, {
        [CART_KEY]: envelope([{ id: 1, orderQuantity: 2 }]),
        [WISHLIST_KEY]: envelope([{ id: 1 }]),
      })
      const missing = missingFiles(page)
      await openShopPage(page, route)
      await expect(cartLink(page, 1)).toBeVisible()
      await expect(wishlistLink(page, 1)).toBeVisible()
      expect(realErrors(consoleErrors)).toEqual([])
      expect(missing).toEqual([])
    })
  }
})

test.describe('corrupt storage', () => {
  for (const route of SHOP_ROUTES) {
    test(`${route} loads with corrupt storage, keeps the valid items, renders no markup from it`, async ({
      page,
      consoleErrors,
    }) => {
      await seedStorage(page, { [CART_KEY]: corruptCart, [WISHLIST_KEY]: corruptWishlist })
      const missing = missingFiles(page)
      await openShopPage(page, route)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Valid: id 2 (clamped to its stock), id 1 (clamped to 1), id 5 (rounded down). Wishlist: id 3.
      await expect(cartLink(page, 3)).toBeVisible()
      await expect(wishlistLink(page, 1)).toBeVisible()
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      await expect(page.getByText('onerror')).toHaveCount(0)
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined()
      expect(realErrors(consoleErrors)).toEqual([])
      expect(missing).toEqual([])
    })
  }

  test('the cart shows the cleaned lines with quantities clamped to 1..stock', async ({ page }) => {
    await seedStorage(page, { [CART_KEY]: corruptCart })
    await openCart(page)
    const quantities = page.getByRole('table').getByTestId('line-quantity')
    await expect(quantities).toHaveText([String(lowStock.quantity), '1', '2'])
    await expect(page.getByRole('table').getByRole('link', { name: lowStock.title })).toBeVisible()
  })

  // [stored value, wishlist items it still holds]: the same raw value is put under both keys.
  const rawValues: [string, number][] = [
    ['{not json', 0],
    ['null', 0],
    ['42', 0],
    ['"<script>alert(1)</script>"', 0],
    ['[]', 0],
    ['{"state":null,"version":1}', 0],
    ['{"state":{"items":{"0":{"id":1}}},"version":1}', 0],
    // A valid wishlist entry (id 1), but a cart line with an infinite quantity.
    ['{"state":{"items":[{"id":1,"orderQuantity":1e999}]},"version":1}', 1],
  ]
  for (const [raw, wishlist] of rawValues) {
    test(`a cart stored as ${raw} reads as empty`, async ({ page, consoleErrors }) => {
      await seedStorage(page, { [CART_KEY]: raw, [WISHLIST_KEY]: raw })
      const missing = missingFiles(page)
      await openCart(page)
      await expect(page.getByRole('heading', { name: 'No Cart Items Found' })).toBeVisible()
      await expect(cartLink(page, 0)).toBeVisible()
      await expect(wishlistLink(page, wishlist)).toBeVisible()
      expect(realErrors(consoleErrors)).toEqual([])
      expect(missing).toEqual([])
    })
  }

  test('an old-format cart (a bare list of products) is migrated and rewritten', async ({
    page,
  }) => {
    await seedStorage(page, {
      [CART_KEY]: JSON.stringify([{ ...guide, orderQuantity: 2 }]),
    })
    await openCart(page)
    await expect(page.getByRole('table').getByTestId('line-quantity')).toHaveText(['2'])
    expect(await stored(page, CART_KEY)).toEqual({
      state: { items: [{ id: 1, orderQuantity: 2 }] },
      version: 1,
    })
  })
})
