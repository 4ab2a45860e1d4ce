import { getProductById } from '../../content/products'
import { formatMoney, sellingPrice } from '../../lib/price'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/shared-tab'
import { expectNoHorizontalScroll, NARROW_PHONE } from './support/pages'
import {
  CART_KEY,
  cartLink,
  envelope,
  money,
  openCart,
  seedStorage,
  shopToast,
  stored,
} from './support/shop'

const guide = getProductById(1)!
const lowStock = getProductById(2)!
const primer = getProductById(5)!

const row = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: title })

test.describe('cart', () => {
  test('empty: No Cart Items Found with a link to the shop', async ({ page }) => {
    await openCart(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart')
    await expect(page.getByRole('heading', { name: 'No Cart Items Found' })).toBeVisible()
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Shop' })
    await expect(back).toHaveAttribute('href', '/shop')
    await back.click()
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('is not indexed', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test.describe('filled', () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, {
        [CART_KEY]: envelope([
          { id: 1, orderQuantity: 2 },
          { id: 5, orderQuantity: 1 },
          { id: 2, orderQuantity: 3 },
        ]),
      })
      await openCart(page)
    })

    test('table: image, title link, unit price, quantity, line total, remove', async ({ page }) => {
      await expect(cartLink(page, 3)).toBeVisible()
      const table = page.getByRole('table', { name: 'Products in your cart' })
      await expect(table.getByRole('columnheader')).toHaveText([
        'Product',
        'Price',
        'Quantity',
        'Total',
        'Remove',
      ])
      const line = row(page, guide.title)
      await expect(line.getByRole('link', { name: guide.title })).toHaveAttribute(
        'href',
        '/shop-details/1',
      )
      await expect(line.locator('img')).toHaveAttribute('src', guide.img)
      await expect(line.getByTestId('unit-price')).toHaveText(formatMoney(sellingPrice(guide)))
      await expect(line.getByTestId('line-quantity')).toHaveText('2')
      await expect(line.getByTestId('line-total')).toHaveText(formatMoney(sellingPrice(guide) * 2))
      await expect(
        line.getByRole('button', { name: `Remove ${guide.title} from cart` }),
      ).toBeVisible()
    })

    test('totals are recomputed from the displayed prices', async ({ page }) => {
      const check = async () => {
        const units = (await page.getByTestId('unit-price').allTextContents()).map(money)
        const quantities = (await page.getByTestId('line-quantity').allTextContents()).map(Number)
        const lines = (await page.getByTestId('line-total').allTextContents()).map(money)
        units.forEach((unit, i) => expect(lines[i]).toBeCloseTo(unit * quantities[i]!, 2))
        const subtotal = lines.reduce((sum, value) => sum + value, 0)
        expect(money(await page.getByTestId('cart-subtotal').textContent())).toBeCloseTo(
          subtotal,
          2,
        )
        await expect(page.getByTestId('cart-shipping')).toHaveText('$13.00')
        expect(money(await page.getByTestId('cart-total').textContent())).toBeCloseTo(
          subtotal + 13,
          2,
        )
        for (const text of await page.getByTestId('cart-total').allTextContents()) {
          expect(text).toMatch(/^\$\d[\d,]*\.\d{2}$/)
        }
      }
      await check()
      await row(page, guide.title)
        .getByRole('button', { name: /^Increase/ })
        .click()
      await expect(row(page, guide.title).getByTestId('line-quantity')).toHaveText('3')
      await check()
      const expected = sellingPrice(guide) * 3 + sellingPrice(primer) + sellingPrice(lowStock) * 3
      expect(money(await page.getByTestId('cart-subtotal').textContent())).toBeCloseTo(expected, 2)
    })

    test('minus takes one off with its toast and stops at 1', async ({ page }) => {
      const line = row(page, guide.title)
      const minus = line.getByRole('button', { name: `Decrease quantity of ${guide.title}` })
      await minus.click()
      await expect(shopToast(page, `${guide.title} Quantity Decrement`)).toBeVisible()
      await expect(line.getByTestId('line-quantity')).toHaveText('1')
      await expect(minus).toBeDisabled()
      expect(await stored(page, CART_KEY)).toMatchObject({
        state: { items: [{ id: 1, orderQuantity: 1 }, { id: 5 }, { id: 2 }] },
      })
    })

    test('plus adds one within stock and refuses past it', async ({ page }) => {
      await row(page, guide.title)
        .getByRole('button', { name: /^Increase/ })
        .click()
      await expect(shopToast(page, `1 ${guide.title} added to cart`)).toBeVisible()
      await expect(row(page, guide.title).getByTestId('line-quantity')).toHaveText('3')
      // Product 2 is already at its stock of 3.
      await row(page, lowStock.title)
        .getByRole('button', { name: /^Increase/ })
        .click()
      await expect(shopToast(page, 'No more quantity available for this product!')).toBeVisible()
      await expect(row(page, lowStock.title).getByTestId('line-quantity')).toHaveText('3')
    })

    test('remove deletes the line with its toast', async ({ page }) => {
      await page.getByRole('button', { name: `Remove ${primer.title} from cart` }).click()
      await expect(shopToast(page, `${primer.title} Remove from cart`)).toBeVisible()
      await expect(row(page, primer.title)).toHaveCount(0)
      await expect(cartLink(page, 2)).toBeVisible()
    })

    test('clear cart asks first and empties only when confirmed', async ({ page }) => {
      const messages: string[] = []
      page.once('dialog', (dialog) => {
        messages.push(`${dialog.type()}: ${dialog.message()}`)
        void dialog.dismiss()
      })
      await page.getByRole('button', { name: 'Clear cart' }).click()
      expect(messages).toEqual(['confirm: Are you sure you want to remove all items ?'])
      await expect(page.getByTestId('cart-row')).toHaveCount(3)

      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: 'Clear cart' }).click()
      await expect(page.getByRole('heading', { name: 'No Cart Items Found' })).toBeVisible()
      await expect(cartLink(page, 0)).toBeVisible()
      expect(await stored(page, CART_KEY)).toEqual({ state: { items: [] }, version: 1 })
    })

    test('the coupon box does nothing and does not reload', async ({ page }) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
      await page.getByLabel('Coupon code').fill('BROKER25')
      await page.getByRole('button', { name: 'Apply coupon' }).click()
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
      await expect(page).toHaveURL(/\/cart$/)
      await expect(page.getByLabel('Coupon code')).toHaveValue('BROKER25')
    })

    test('the Checkout link goes to /checkout', async ({ page }) => {
      const link = page.getByRole('link', { name: 'Proceed to Checkout' })
      await expect(link).toHaveAttribute('href', '/checkout')
      await link.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
    })

    test('has no axe violations when filled', async ({ page }) => {
      await expectNoAxeViolations(page)
    })

    test('stacks lines as cards on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await expect(page.getByRole('table')).toBeHidden()
      const cards = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')
      await expect(cards).toHaveCount(3)
      await cards
        .first()
        .getByRole('button', { name: `Decrease quantity of ${guide.title}` })
        .click()
      await expect(shopToast(page, `${guide.title} Quantity Decrement`)).toBeVisible()
      await page.setViewportSize(NARROW_PHONE)
      await expectNoHorizontalScroll(page)
    })
  })

  test('has no axe violations when empty', async ({ page }) => {
    await openCart(page)
    await expectNoAxeViolations(page)
  })
})
