import { getProductById, wishlistPlaceholder } from '../../content/products'
import { formatMoney, sellingPrice } from '../../lib/price'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/shared-tab'
import {
  CART_KEY,
  cartLink,
  envelope,
  openWishlist,
  seedStorage,
  shopToast,
  stored,
  WISHLIST_KEY,
  wishlistLink,
} from './support/shop'

const guide = getProductById(1)!
const cards = getProductById(2)!

test.describe('wishlist', () => {
  test("empty: No Wishlist Items Found and 'Continue Shipping' to the shop", async ({ page }) => {
    await openWishlist(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist')
    await expect(page.getByRole('heading', { name: 'No Wishlist Items Found' })).toBeVisible()
    const back = page.getByRole('link', { name: 'Continue Shipping' })
    await expect(back).toHaveAttribute('href', '/shop')
    await back.click()
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('is not indexed', async ({ page }) => {
    await page.goto('/wishlist')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('has no axe violations when empty', async ({ page }) => {
    await openWishlist(page)
    await expectNoAxeViolations(page)
  })

  test.describe('filled', () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [WISHLIST_KEY]: envelope([{ id: 1 }, { id: 2 }]) })
      await openWishlist(page)
    })

    test('table rows: image and title to details, placeholders, $ price', async ({ page }) => {
      await expect(wishlistLink(page, 2)).toBeVisible()
      const table = page.getByRole('table', { name: 'Products on your wishlist' })
      await expect(table.getByRole('columnheader')).toHaveText([
        'Product',
        'Price',
        'Add Cart',
        'Action',
      ])
      const row = table.getByRole('row').filter({ hasText: guide.title })
      await expect(row.getByRole('link', { name: guide.title })).toHaveAttribute(
        'href',
        '/shop-details/1',
      )
      await expect(row.locator('a:has(img)')).toHaveAttribute('href', '/shop-details/1')
      await expect(row).toContainText(`Serial No: ${wishlistPlaceholder.serialNumber}`)
      await expect(row).toContainText(`Size: ${wishlistPlaceholder.size}`)
      await expect(row).toContainText(`Colour: ${wishlistPlaceholder.colour}`)
      await expect(row.getByTestId('wishlist-price')).toHaveText(formatMoney(sellingPrice(guide)))
      await expect(row.getByTestId('wishlist-price')).toHaveText(/^\$\d+\.\d{2}$/)
    })

    test("'Add To cart' adds the product and keeps it on the wishlist", async ({ page }) => {
      const row = page.getByTestId('wishlist-row').filter({ hasText: cards.title })
      await row.getByRole('button', { name: /^Add To cart/ }).click()
      await expect(shopToast(page, `${cards.title} added to cart`)).toBeVisible()
      await expect(cartLink(page, 1)).toBeVisible()
      await expect(page.getByTestId('wishlist-row')).toHaveCount(2)
      await expect(wishlistLink(page, 2)).toBeVisible()
      await row.getByRole('button', { name: /^Add To cart/ }).click()
      await expect(shopToast(page, `1 ${cards.title} added to cart`)).toBeVisible()
      expect(await stored(page, CART_KEY)).toEqual({
        state: { items: [{ id: 2, orderQuantity: 2 }] },
        version: 1,
      })
    })

    test("'x' removes the item with its toast", async ({ page }) => {
      await page.getByRole('button', { name: `Remove ${guide.title} from wishlist` }).click()
      await expect(shopToast(page, `${guide.title} removed from wishlist`)).toBeVisible()
      await expect(page.getByTestId('wishlist-row')).toHaveCount(1)
      await page.getByRole('button', { name: `Remove ${cards.title} from wishlist` }).click()
      await expect(page.getByRole('heading', { name: 'No Wishlist Items Found' })).toBeVisible()
      await expect(wishlistLink(page, 0)).toBeVisible()
      expect(await stored(page, WISHLIST_KEY)).toEqual({ state: { items: [] }, version: 1 })
    })

    test('has no axe violations when filled', async ({ page }) => {
      await expectNoAxeViolations(page)
    })

    test('stacks items as cards on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await expect(page.getByRole('table')).toBeHidden()
      const items = page
        .getByRole('list', { name: 'Products on your wishlist' })
        .getByRole('listitem')
      await expect(items).toHaveCount(2)
      await expect(items.first().getByRole('button', { name: /^Add To cart/ })).toBeVisible()
    })
  })
})
