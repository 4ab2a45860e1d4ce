import type { Page } from '@playwright/test'
import { getProductById } from '../../content/products'
import { formatMoney, lineTotal } from '../../lib/price'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/shared-tab'
import { expectNoHorizontalScroll, NARROW_PHONE } from './support/pages'
import { nextDialog } from './support/dialogs'
import { readExported } from './support/export'
import { CART_KEY, envelope, openCheckout, seedStorage } from './support/shop'

const billing = (page: Page) => page.getByRole('form', { name: 'Checkout' })

const validBilling = {
  'First Name*': 'Dana',
  'Last Name*': 'Whitfield',
  'Company*': 'Harbor Point Insurance',
  'Address*': '12 Marietta St NW',
  'City*': 'Atlanta',
  'State*': 'GA',
  'Zip Code*': '30303',
  'Phone*': '404-555-0100',
  'Email*': 'dana@harborpoint.example',
}

test.describe('checkout', () => {
  test('title, not indexed, and the two collapsibles toggle', async ({ page }) => {
    await openCheckout(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const login = page.getByText('Already have an account? Click here to login.')
    const loginForm = page.getByRole('form', { name: 'Login' })
    await expect(loginForm).toBeHidden()
    await login.click()
    await expect(loginForm).toBeVisible()
    await login.click()
    await expect(loginForm).toBeHidden()

    const promo = page.getByText('Have a promo code? Click to enter your code.')
    const promoForm = page.getByRole('form', { name: 'Promo code' })
    await expect(promoForm).toBeHidden()
    await promo.click()
    await expect(promoForm).toBeVisible()
    await promo.click()
    await expect(promoForm).toBeHidden()
  })

  test('login form: rules, then alert and reset', async ({ page }) => {
    await openCheckout(page)
    await page.getByText('Already have an account? Click here to login.').click()
    const form = page.getByRole('form', { name: 'Login' })
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(form.getByText('Email is a required field')).toBeVisible()
    await expect(form.getByText('Password is a required field')).toBeVisible()
    await form.getByLabel('Email').fill('dana@')
    await form.getByLabel('Password', { exact: true }).fill('12345')
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(form.getByText('Email must be a valid email')).toBeVisible()
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Email').fill('dana@harborpoint.example')
    await form.getByLabel('Password', { exact: true }).fill('s3cure-pass')
    const alert = nextDialog(page)
    await form.getByRole('button', { name: 'Login' }).click()
    expect(await alert).toBe(
      'alert: Login details\n\nemail: dana@harborpoint.example\npassword: s3cure-pass',
    )
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('')
  })

  test('coupon form: required, then alert and reset', async ({ page }) => {
    await openCheckout(page)
    await page.getByText('Have a promo code? Click to enter your code.').click()
    const form = page.getByRole('form', { name: 'Promo code' })
    await form.getByRole('button', { name: 'Apply coupon' }).click()
    await expect(form.getByText('Coupon is a required field')).toBeVisible()
    await form.getByLabel('Coupon').fill('ASSOC25')
    const alert = nextDialog(page)
    await form.getByRole('button', { name: 'Apply coupon' }).click()
    expect(await alert).toBe('alert: Coupon\n\ncoupon: ASSOC25')
    await expect(form.getByLabel('Coupon')).toHaveValue('')
    await expect(form.getByText('Coupon is a required field')).toHaveCount(0)
  })

  test("billing form: 'Billign Details', countries, unchecked boxes", async ({ page }) => {
    await openCheckout(page)
    const form = billing(page)
    await expect(form.getByRole('heading', { name: 'Billign Details' })).toBeVisible()
    await expect(form.getByLabel('Country*').locator('option')).toHaveText([
      'Country*',
      'USA',
      'Bangladesh',
      'India',
      'jerman',
      'saudi arabia',
      'Turky',
      'Egypt',
    ])
    const values = await form
      .getByLabel('Country*')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(values).toEqual(['', 'usa', 'bd', 'in', 'je', 'sa', 'tu', 'eg'])
    for (const name of [
      'Create Account?',
      'Ship to Different Address?',
      'I have read and agree to the website terms and conditions*',
    ]) {
      await expect(form.getByRole('checkbox', { name })).not.toBeChecked()
    }
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  })

  test('billing form: every rule, then alert of the values and reset', async ({ page }) => {
    await openCheckout(page)
    const form = billing(page)
    await form.getByRole('button', { name: 'Place Order' }).click()
    for (const message of [
      'First Name is a required field',
      'Last Name is a required field',
      'Company is a required field',
      'Country is a required field',
      'Address is a required field',
      'City is a required field',
      'State is a required field',
      'Zip Code is a required field',
      'Email is a required field',
      'Phone is a required field',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(form.getByText(/Order/).filter({ hasText: 'required' })).toHaveCount(0)

    for (const [label, value] of Object.entries(validBilling)) {
      await form.getByLabel(label, { exact: true }).fill(value)
    }
    await form.getByLabel('Phone*').fill('404')
    await form.getByLabel('Email*').fill('dana@harborpoint')
    await form.getByRole('button', { name: 'Place Order' }).click()
    await expect(form.getByText('Phone must be at least 4 characters')).toBeVisible()
    await expect(form.getByText('Email must be a valid email')).toBeVisible()
    await expect(form.getByText('Country is a required field')).toBeVisible()

    await form.getByLabel('Phone*').fill(validBilling['Phone*'])
    await form.getByLabel('Email*').fill(validBilling['Email*'])
    await form.getByLabel('Country*').selectOption('tu')
    await form.getByLabel('Order notes (optional)').fill('Leave with reception')
    await form.getByRole('checkbox', { name: 'Create Account?' }).check()
    await form.getByRole('radio', { name: 'PayPal' }).check()
    const alert = nextDialog(page)
    await form.getByRole('button', { name: 'Place Order' }).click()
    const text = await alert
    expect(text).toContain('alert: Billing details\n\n')
    for (const line of [
      'firstName: Dana',
      'lastName: Whitfield',
      'company: Harbor Point Insurance',
      'country: tu',
      'address: 12 Marietta St NW',
      'city: Atlanta',
      'state: GA',
      'zipCode: 30303',
      'email: dana@harborpoint.example',
      'phone: 404-555-0100',
      'orderNote: Leave with reception',
      'createAccount: true',
      'shipToDifferentAddress: false',
      'paymentMethod: paypal',
    ]) {
      expect(text).toContain(line)
    }
    await expect(form.getByLabel('First Name*')).toHaveValue('')
    await expect(form.getByLabel('Country*')).toHaveValue('')
    await expect(form.getByRole('checkbox', { name: 'Create Account?' })).not.toBeChecked()
    await expect(form.getByRole('radio', { name: 'Direct bank transfer' })).toBeChecked()
  })

  test('payment: direct bank by default, exactly one chosen, card form only for credit card', async ({
    page,
  }) => {
    await openCheckout(page)
    const form = billing(page)
    const radios = form.getByRole('group', { name: 'Payment method' }).getByRole('radio')
    await expect(radios).toHaveCount(3)
    const bank = form.getByRole('radio', { name: 'Direct bank transfer' })
    const paypal = form.getByRole('radio', { name: 'PayPal' })
    const card = form.getByRole('radio', { name: 'Credit card' })
    await expect(bank).toBeChecked()
    await expect(form.getByLabel('Card number')).toHaveCount(0)

    await paypal.check()
    await expect(paypal).toBeChecked()
    await expect(bank).not.toBeChecked()
    await expect(card).not.toBeChecked()

    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await card.check()
    await expect(card).toBeChecked()
    await expect(paypal).not.toBeChecked()
    const fields = [
      ['Card number', 'cc-number'],
      ['MM', 'cc-exp-month'],
      ['YY', 'cc-exp-year'],
      ['CVV', 'cc-csc'],
    ] as const
    for (const [label, autocomplete] of fields) {
      const input = form.getByLabel(label, { exact: true })
      await expect(input).toBeVisible()
      await expect(input).toHaveAttribute('autocomplete', autocomplete)
      await expect(input).toHaveAttribute('inputmode', 'numeric')
    }
    // The card form's code arrived on demand, not with the page.
    expect(scripts.length).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await bank.check()
    await expect(form.getByLabel('Card number')).toHaveCount(0)
  })

  test("Order Details: 'No cart product' when the cart is empty", async ({ page }) => {
    await openCheckout(page)
    await expect(billing(page).getByRole('heading', { name: 'Order Details' })).toBeVisible()
    await expect(page.getByText('No cart product')).toBeVisible()
  })

  test('Order Details summarises the cart with shipping and total', async ({ page }) => {
    await seedStorage(page, {
      [CART_KEY]: envelope([
        { id: 1, orderQuantity: 2 },
        { id: 6, orderQuantity: 1 },
      ]),
    })
    await openCheckout(page)
    const guide = getProductById(1)!
    const mag = getProductById(6)!
    const summary = page.getByRole('table', { name: 'Your order' })
    await expect(summary.getByRole('row').filter({ hasText: guide.title })).toContainText('× 2')
    await expect(summary.getByRole('row').filter({ hasText: guide.title })).toContainText(
      formatMoney(lineTotal({ ...guide, orderQuantity: 2 })),
    )
    const subtotal =
      lineTotal({ ...guide, orderQuantity: 2 }) + lineTotal({ ...mag, orderQuantity: 1 })
    await expect(page.getByTestId('order-subtotal')).toHaveText(formatMoney(subtotal))
    await expect(summary.getByRole('row', { name: /Shipping/ })).toContainText('$13.00')
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(subtotal + 13))
  })

  test('has no axe violations', async ({ page }) => {
    await openCheckout(page)
    await page.getByText('Already have an account? Click here to login.').click()
    await page.getByText('Have a promo code? Click to enter your code.').click()
    await billing(page).getByRole('button', { name: 'Place Order' }).click()
    await expect(billing(page).getByText('First Name is a required field')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('fits a 320 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize(NARROW_PHONE)
    await openCheckout(page)
    await expectNoHorizontalScroll(page)
  })
})

test('the default payment type is checked in the server HTML, so it holds without JavaScript', async ({
  pageWithoutJs: page,
}) => {
  const html = readExported('/checkout')
  const radios = [...html.matchAll(/<input[^>]*name="paymentMethod"[^>]*>/g)].map(
    (match) => match[0],
  )
  expect(radios).toHaveLength(3)
  expect(radios.filter((radio) => /\schecked(=""|\s|\/|>)/.test(radio))).toEqual([
    expect.stringContaining('value="direct_bank"'),
  ])
  await page.goto('/checkout')
  await expect(page.locator('input[name="paymentMethod"][value="direct_bank"]')).toBeChecked()
})
