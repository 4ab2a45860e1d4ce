import { getProductById } from '../../content/products'
import { formatMoney, sellingPrice } from '../../lib/price'
import { expectNoAxeViolations } from './support/axe'
import type { Page } from '@playwright/test'
import { expect, test } from './support/shared-tab'
import { CART_KEY, cartLink, openProduct, shopToast, stored, wishlistLink } from './support/shop'

const guide = getProductById(1)!
const lowStock = getProductById(2)!
const soldOut = getProductById(3)!

const quantity = (page: Page) => page.getByRole('group', { name: 'Quantity' }).locator('output')

/** The product page's router payload, as the boot script fetches it (call before the page loads). */
const payloadOf = (page: Page, id: number) =>
  page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/shop-details/${id}.txt`),
  )

test.describe('product details', () => {
  test('shows title, prices, In Stock and the pieces available', async ({ page }) => {
    await openProduct(page, 1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    await expect(page).toHaveTitle(`${guide.title} - Coverbridge`)
    // The product's own price comes first; the related products under the page show theirs.
    await expect(page.getByRole('main').getByTestId('selling-price').first()).toHaveText(
      formatMoney(sellingPrice(guide)),
    )
    await expect(page.getByRole('main').locator('del').first()).toHaveText(
      `was ${formatMoney(guide.old_price)}`,
    )
    await expect(
      page.getByRole('region', { name: 'Related products' }).getByTestId('selling-price'),
    ).toHaveCount(4)
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible()
    await expect(page.getByText(`${guide.quantity} Piece Available`)).toBeVisible()
  })

  test('the first view stays drawn in the page through hydration, and its payload names the file', async ({
    page,
    consoleErrors,
  }) => {
    const payload = payloadOf(page, 1)
    await openProduct(page, 1)
    const main = page.getByTestId('main-product-image')
    // The HTML draws the picture (its words as shapes); the router payload points at its file
    // instead of carrying the drawing again, and hydration leaves the drawing as the HTML had it.
    const text = await (await payload).text()
    expect(text).toContain(`<image href=\\"${guide.img}\\"`)
    expect(text).not.toContain('<use href=')
    expect(await main.locator('use').count()).toBeGreaterThan(10)
    await expect(main.locator('image')).toHaveCount(0)
    // Chosen again after another view, the first view is drawn from the payload: the file.
    await page.getByRole('button', { name: 'Show view 2 of 3' }).click()
    await page.getByRole('button', { name: 'Show view 1 of 3' }).click()
    await expect(main.locator('image')).toHaveAttribute('href', guide.img)
    expect(consoleErrors).toEqual([])
  })

  test('the structured data stays in the page through hydration; its payload carries none', async ({
    page,
    consoleErrors,
  }) => {
    const payload = payloadOf(page, 1)
    await openProduct(page, 1)
    // Crawlers read it in the HTML; the payload's scripts are empty, and hydration (then a
    // render of the page's client parts) leaves the HTML's text in place.
    expect(await (await payload).text()).not.toContain('schema.org')
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(quantity(page)).toHaveText('2')
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    expect(blocks.map((block: { '@type': string }) => block['@type'])).toEqual(
      expect.arrayContaining(['Product', 'BreadcrumbList']),
    )
    expect(blocks.find((block: { name?: string }) => block.name === guide.title)).toBeTruthy()
    expect(consoleErrors).toEqual([])
  })

  test('thumbnails switch the main image', async ({ page }) => {
    await openProduct(page, 1)
    const main = page.getByTestId('main-product-image')
    // The view a visitor lands on is drawn in the page; the others are fetched when asked for.
    await expect(main).toHaveAttribute('data-first-screen', '')
    await expect(main).toHaveAttribute('aria-label', `${guide.title}, view 1 of 3`)
    await page.getByRole('button', { name: 'Show view 2 of 3' }).click()
    await expect(main).toHaveAttribute('src', guide.related_images[1])
    await expect(page.getByRole('button', { name: 'Show view 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: 'Show view 3 of 3' }).click()
    await expect(main).toHaveAttribute('src', guide.related_images[2])
    await expect(main).toHaveAttribute('alt', `${guide.title}, view 3 of 3`)
    await page.getByRole('button', { name: 'Show view 1 of 3' }).click()
    await expect(main).toHaveAttribute('data-first-screen', '')
    await expect(main).not.toHaveAttribute('src')
  })

  test('the pending quantity starts at 1, plus is unbounded, minus stops at 1', async ({
    page,
  }) => {
    await openProduct(page, 2)
    await expect(quantity(page)).toHaveText('1')
    const minus = page.getByRole('button', { name: 'Decrease quantity' })
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    await expect(minus).toBeDisabled()
    for (let i = 0; i < 6; i += 1) await plus.click()
    // Past the stock of 3: plus has no upper bound.
    await expect(quantity(page)).toHaveText('7')
    await minus.click()
    await expect(quantity(page)).toHaveText('6')
    for (let i = 0; i < 5; i += 1) await minus.click()
    await expect(quantity(page)).toHaveText('1')
    await expect(minus).toBeDisabled()
  })

  test('add to cart: new product adds 1, then the pending quantity is added', async ({ page }) => {
    await openProduct(page, 1)
    const add = page.getByRole('button', { name: 'Add to cart', exact: true })
    await add.click()
    await expect(shopToast(page, `${guide.title} added to cart`)).toBeVisible()
    await expect(cartLink(page, 1)).toBeVisible()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await add.click()
    await expect(shopToast(page, `2 ${guide.title} added to cart`)).toBeVisible()
    expect(await stored(page, CART_KEY)).toEqual({
      state: { items: [{ id: 1, orderQuantity: 3 }] },
      version: 1,
    })
  })

  test('quantity limit: refused past stock, pending resets to 1, exactly at stock allowed', async ({
    page,
  }) => {
    await openProduct(page, 2)
    expect(lowStock.quantity).toBe(3)
    const add = page.getByRole('button', { name: 'Add to cart', exact: true })
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    await add.click()
    await expect(shopToast(page, `${lowStock.title} added to cart`)).toBeVisible()

    await plus.click()
    await plus.click()
    await expect(quantity(page)).toHaveText('3')
    await add.click()
    await expect(shopToast(page, 'No more quantity available for this product!')).toBeVisible()
    await expect(quantity(page)).toHaveText('1')

    await plus.click()
    await add.click()
    await expect(shopToast(page, `2 ${lowStock.title} added to cart`)).toBeVisible()
    expect(await stored(page, CART_KEY)).toEqual({
      state: { items: [{ id: 2, orderQuantity: 3 }] },
      version: 1,
    })
    await expect(quantity(page)).toHaveText('2')
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await add.click()
    await expect(shopToast(page, 'No more quantity available for this product!')).toBeVisible()
  })

  test('an out-of-stock product is never added', async ({ page }) => {
    await openProduct(page, 3)
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible()
    await expect(page.getByText('0 Piece Available')).toBeVisible()
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(shopToast(page, `Out of stock ${soldOut.title}`)).toBeVisible()
    await expect(cartLink(page, 0)).toBeVisible()
  })

  test('add to wishlist toggles both ways', async ({ page }) => {
    await openProduct(page, 1)
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await expect(shopToast(page, `${guide.title} added to wishlist`)).toBeVisible()
    await expect(wishlistLink(page, 1)).toBeVisible()
    await page.getByRole('button', { name: 'Remove from wishlist' }).click()
    await expect(shopToast(page, `${guide.title} removed from wishlist`)).toBeVisible()
    await expect(wishlistLink(page, 0)).toBeVisible()
  })

  test('tabs: Description, Technical Info, Feedback', async ({ page }) => {
    await openProduct(page, 1)
    const tabs = page.getByRole('tablist', { name: 'Product information' })
    await expect(tabs.getByRole('tab')).toHaveText(['Description', 'Technical Info', 'Feedback'])
    await expect(page.getByRole('tabpanel')).toContainText(guide.sm_desc)
    await tabs.getByRole('tab', { name: 'Technical Info' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel).toContainText(guide.details.specifications)
    for (const feature of guide.details.main_features) {
      await expect(panel.getByRole('listitem').filter({ hasText: feature })).toBeVisible()
    }
    await tabs.getByRole('tab', { name: 'Feedback' }).click()
    for (const review of guide.reviews) {
      await expect(page.getByRole('tabpanel')).toContainText(review.review_text)
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole('img', { name: `Rated ${review.rating} out of 5` })
          .first(),
      ).toBeVisible()
    }
  })

  test('the four promises are listed', async ({ page }) => {
    await openProduct(page, 1)
    const promises = page.getByRole('list', { name: 'Our promises' }).getByRole('listitem')
    await expect(promises).toHaveCount(4)
    await expect(promises.nth(0)).toContainText('Free delivery within 3 days')
    await expect(promises.nth(1)).toContainText('7 days refund policy')
    await expect(promises.nth(2)).toContainText('Store pickup')
    await expect(promises.nth(3)).toContainText('25%')
  })

  for (const id of ['999', '0', 'abc']) {
    test(`unknown product id ${id} is a real 404`, async ({ page }) => {
      const response = await page.goto(`/shop-details/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    })
  }

  test('every product has its page', async ({ request }) => {
    for (let id = 1; id <= 20; id += 1) {
      const response = await request.get(`/shop-details/${id}`)
      expect(response.status(), `/shop-details/${id}`).toBe(200)
    }
  })

  test('has no axe violations', async ({ page }) => {
    await openProduct(page, 1)
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Feedback' }).click()
    await expectNoAxeViolations(page)
  })
})
