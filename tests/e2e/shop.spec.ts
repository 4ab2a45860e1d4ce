import { products } from '../../content/products'
import { formatMoney, sellingPrice } from '../../lib/price'
import { expectNoAxeViolations } from './support/axe'
import type { Page } from '@playwright/test'
import { expect, stopPageClock, test } from './support/shared-tab'
import { expectNoHorizontalScroll, NARROW_PHONE } from './support/pages'
import {
  addToCartButton,
  addToCartFromGrid,
  CART_KEY,
  cartLink,
  money,
  openShop,
  productCard,
  shopToast,
  stored,
  viewCartLink,
  wishlistHeart,
  wishlistLink,
} from './support/shop'

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })

async function shownPrices(page: Page) {
  return (await grid(page).getByTestId('selling-price').allTextContents()).map(money)
}

test.describe('shop grid', () => {
  test('shows 9 cards and the Showing header; the pager moves through 20 products', async ({
    page,
  }) => {
    await openShop(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop')
    await expect(page.getByText('Showing 1–9 of 20 results')).toBeVisible()
    await expect(grid(page).getByRole('article')).toHaveCount(9)
    const pager = page.getByRole('navigation', { name: 'Shop pages' })
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/shop\/page\/2$/)
    await expect(page.getByText('Showing 10–18 of 20 results')).toBeVisible()
    await expect(grid(page).getByRole('article')).toHaveCount(9)
    await expect(productCard(page, products[9]!.title)).toBeVisible()
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByText('Showing 19–20 of 20 results')).toBeVisible()
    await expect(grid(page).getByRole('article')).toHaveCount(2)
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the HTML holds the first page of products without JavaScript', async ({
    pageWithoutJs: page,
  }) => {
    await page.goto('/shop')
    await expect(page.getByText('Showing 1–9 of 20 results')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(9)
    for (const product of products.slice(0, 9)) {
      await expect(page.getByRole('link', { name: product.title, exact: true })).toHaveAttribute(
        'href',
        `/shop-details/${product.id}`,
      )
    }
  })

  test('a card shows image, fixed 4-of-5 stars, selling price and the struck old price', async ({
    page,
  }) => {
    await openShop(page)
    const product = products[0]!
    const card = productCard(page, product.title)
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    // The first row's pictures are drawn in the page (they paint with it); the others are files.
    await expect(card.locator('svg[data-first-screen]')).toBeVisible()
    await expect(card.locator('img')).toHaveCount(0)
    const later = productCard(page, products[3]!.title)
    await expect(later.locator(`img[src="${products[3]!.img}"]`)).toBeVisible()
    await expect(card.getByTestId('selling-price')).toHaveText(formatMoney(sellingPrice(product)))
    await expect(card.locator('del')).toHaveText(`was ${formatMoney(product.old_price)}`)
    // No struck price when the old price is not higher than the selling price.
    const plain = products.find((p) => p.old_price <= sellingPrice(p) && p.id <= 9)!
    await expect(productCard(page, plain.title).locator('del')).toHaveCount(0)
    // Every card rates 4 of 5, whatever its reviews say.
    await expect(grid(page).getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(9)
  })

  test('sort by price really sorts, across pages, and lives in the URL', async ({ page }) => {
    await openShop(page)
    const expected = products.map(sellingPrice).sort((a, b) => a - b)

    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/\?sort=price-asc$/)
    await expect.poll(() => shownPrices(page)).toEqual(expected.slice(0, 9))
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/sort=price-asc&page=2/)
    await expect.poll(() => shownPrices(page)).toEqual(expected.slice(9, 18))

    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/\?sort=price-desc$/)
    await expect.poll(() => shownPrices(page)).toEqual([...expected].reverse().slice(0, 9))

    // A shared link opens sorted.
    await page.goto('/shop?sort=price-asc&page=3')
    await expect.poll(() => shownPrices(page)).toEqual(expected.slice(18))
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
  })

  const filters = [
    ['books', (p: (typeof products)[number]) => p.category === 'books'],
    ['visiting-card', (p: (typeof products)[number]) => p.category === 'visiting-card'],
    ['magazine', (p: (typeof products)[number]) => p.category === 'magazine'],
    ['trending', (p: (typeof products)[number]) => p.reviews.some((r) => r.rating > 3)],
    ['new', (p: (typeof products)[number]) => products.indexOf(p) >= products.length - 10],
  ] as const

  for (const [filter, keep] of filters) {
    test(`filter '${filter}' shows exactly its products`, async ({ page }) => {
      await openShop(page)
      await page.getByLabel('Filter').selectOption(filter)
      await expect(page).toHaveURL(new RegExp(`\\?filter=${filter}$`))
      const wanted = products.filter(keep)
      expect(wanted.length).toBeGreaterThan(0)
      expect(wanted.length).toBeLessThan(products.length)
      const shown = Math.min(wanted.length, 9)
      await expect(page.getByText(`Showing 1–${shown} of ${wanted.length} results`)).toBeVisible()
      await expect(grid(page).getByRole('article')).toHaveCount(shown)
      const titles = await grid(page).getByRole('heading', { level: 3 }).allTextContents()
      expect(titles).toEqual(wanted.slice(0, 9).map((p) => p.title))
    })
  }

  test('changing the filter goes back to page 1 and keeps the sort', async ({ page }) => {
    await openShop(page, '/shop?sort=price-desc&page=2')
    await expect(page.getByText('Showing 10–18 of 20 results')).toBeVisible()
    await page.getByLabel('Filter').selectOption('new')
    await expect(page).toHaveURL(/\?sort=price-desc&filter=new$/)
    await expect(page.getByText('Showing 1–9 of 10 results')).toBeVisible()
  })

  test("'Add to cart' from the grid adds once and swaps to a 'View cart' link", async ({
    page,
  }) => {
    await openShop(page)
    const product = products[0]!
    const card = productCard(page, product.title)
    await addToCartButton(card).click()
    await expect(shopToast(page, `${product.title} added to cart`)).toBeVisible()
    await expect(cartLink(page, 1)).toBeVisible()
    const viewCart = viewCartLink(card)
    await expect(viewCart).toHaveAttribute('href', '/cart')
    await expect(addToCartButton(card)).toHaveCount(0)
    expect(await stored(page, CART_KEY)).toEqual({
      state: { items: [{ id: product.id, orderQuantity: 1 }] },
      version: 1,
    })
    await viewCart.click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('link', { name: product.title, exact: true })).toBeVisible()
  })

  test('an out-of-stock product is not added from the grid', async ({ page }) => {
    await openShop(page)
    const soldOut = products.find((p) => p.quantity === 0)!
    await addToCartFromGrid(page, soldOut.title)
    await expect(shopToast(page, `Out of stock ${soldOut.title}`)).toBeVisible()
    await expect(cartLink(page, 0)).toBeVisible()
    await expect(addToCartButton(productCard(page, soldOut.title))).toBeVisible()
  })

  test('the wishlist heart toggles both ways with its toasts', async ({ page }) => {
    await openShop(page)
    const product = products[1]!
    const card = productCard(page, product.title)
    await wishlistHeart(card, product.title, 'add').click()
    await expect(shopToast(page, `${product.title} added to wishlist`)).toBeVisible()
    await expect(wishlistLink(page, 1)).toBeVisible()
    const toastItem = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `${product.title} added to wishlist` })
    await expect(toastItem).toHaveAttribute('data-type', 'success')

    await wishlistHeart(card, product.title, 'remove').click()
    await expect(shopToast(page, `${product.title} removed from wishlist`)).toBeVisible()
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `${product.title} removed from wishlist` }),
    ).toHaveAttribute('data-type', 'error')
    await expect(wishlistLink(page, 0)).toBeVisible()
  })

  test('shop toasts sit at the top center and leave after 3 seconds', async ({ page }) => {
    // The page's clock stands still from the start: the toast's 3 s run only as the test moves
    // it, however long the machine takes between two steps.
    await stopPageClock(page)
    await openShop(page)
    await addToCartFromGrid(page, products[0]!.title)
    const toast = shopToast(page, `${products[0]!.title} added to cart`)
    // The toasts load once the page is idle: the clock moves on 50 ms at a time until the toast
    // shows, so its 3 s start within the last step.
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return toast.isVisible()
      })
      .toBe(true)
    await page.mouse.move(0, 700)
    // Still there 2 seconds in, gone after 3 and its exit.
    await page.clock.runFor(2000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1300)
    await expect(toast).toBeHidden()
    await page.clock.resume()
  })

  test('has no axe violations', async ({ page }) => {
    await openShop(page)
    await expectNoAxeViolations(page)
  })

  test('fits a 320 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize(NARROW_PHONE)
    await openShop(page)
    await expectNoHorizontalScroll(page)
  })
})
