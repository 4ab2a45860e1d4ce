import type { Locator, Page } from '@playwright/test'
import { products } from '../../content/products'
import { nextAlert } from './support/dialogs'
import { expect, test, waitForHydration } from './support/shared-tab'
import { openShop } from './support/shop'

/** Presses Tab until `target` has focus (fails if it is not reachable in `limit` steps). */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let step = 0; step < limit; step += 1) {
    if (
      await target.evaluate((element) => element === document.activeElement, null, {
        timeout: 2000,
      })
    )
      return
    await page.keyboard.press('Tab')
  }
  throw new Error(`not reachable with Tab: ${target}`)
}

test('keyboard only: add from /shop, open the cart, change quantity, check out and place the order', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openShop(page)

  const addButton = page.getByRole('button', { name: /^Add to cart/ }).first()
  const label = (await addButton.textContent()) ?? ''
  const first = products.find((product) => label.endsWith(product.title))!
  expect(first, label).toBeTruthy()
  await tabTo(page, addButton)
  await page.keyboard.press('Enter')
  const viewCart = page.getByRole('link', { name: /View cart/ }).first()
  await expect(viewCart).toBeVisible()
  await tabTo(page, viewCart)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart$/)
  await waitForHydration(page)

  const increase = page
    .getByRole('button', { name: `Increase quantity of ${first.title}` })
    .locator('visible=true')
  await tabTo(page, increase)
  await page.keyboard.press('Enter')
  await expect(
    page
      .getByRole('group', { name: `Quantity of ${first.title}` })
      .locator('visible=true')
      .first(),
  ).toContainText('2')

  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout$/)
  await waitForHydration(page)

  const values: [string, string][] = [
    ['First Name*', 'Dana'],
    ['Last Name*', 'Whitfield'],
    ['Company*', 'Harbor Point Insurance'],
    ['Address*', '12 Marietta St NW'],
    ['City*', 'Atlanta'],
    ['State*', 'GA'],
    ['Zip Code*', '30303'],
    ['Email*', 'dana@harborpoint.example'],
    ['Phone*', '404-555-0100'],
  ]
  for (const [label, value] of values) {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(value)
  }
  await tabTo(page, page.getByLabel('Country*', { exact: true }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Country*', { exact: true })).not.toHaveValue('')

  const alert = nextAlert(page)
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
  await page.keyboard.press('Enter')
  const text = await alert
  expect(text).toContain('firstName: Dana')
  expect(text).toContain('email: dana@harborpoint.example')
})
