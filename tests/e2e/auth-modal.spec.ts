import type { Page } from '@playwright/test'
import { acceptDialogs } from './support/dialogs'
import { expect, test, waitForHydration } from './support/shared-tab'

// The login/register modal of the alternate header, exercised on /faq.
const trigger = (page: Page, name: 'Login' | 'Signup') =>
  page.getByRole('banner').getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
})

test('Login and Signup each open the named dialog', async ({ page }) => {
  await trigger(page, 'Login').click()
  await expect(page.getByRole('dialog', { name: 'Log in to Coverbridge' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await trigger(page, 'Signup').click()
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
})

test('login shows the default validation messages', async ({ page }) => {
  await trigger(page, 'Login').click()
  const dialog = page.getByRole('dialog', { name: 'Log in to Coverbridge' })
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByText('Email is a required field', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await dialog.getByLabel('Password', { exact: true }).fill('12345')
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByText('Email must be a valid email', { exact: true })).toBeVisible()
  await expect(
    dialog.getByText('Password must be at least 6 characters', { exact: true }),
  ).toBeVisible()
})

test('register asks for a name and starts with the terms box unchecked', async ({ page }) => {
  await trigger(page, 'Signup').click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  const terms = dialog.getByRole('checkbox', { name: /terms of use/ })
  await expect(terms).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.getByText('Name is a required field', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Email is a required field', { exact: true })).toBeVisible()
})

test('the password can be shown and hidden again', async ({ page }) => {
  await trigger(page, 'Login').click()
  const dialog = page.getByRole('dialog', { name: 'Log in to Coverbridge' })
  const password = dialog.getByLabel('Password', { exact: true })
  await password.fill('secret1')
  await expect(password).toHaveAttribute('type', 'password')
  await dialog.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(dialog.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await dialog.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test('a valid login shows the entered values in an alert and resets the form', async ({ page }) => {
  const alerts = acceptDialogs(page)
  await trigger(page, 'Login').click()
  const dialog = page.getByRole('dialog', { name: 'Log in to Coverbridge' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill('producer@agency.com')
  await dialog.getByLabel('Password', { exact: true }).fill('secret1')
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect.poll(() => alerts.length).toBe(1)
  expect(alerts[0]!.message).toContain('producer@agency.com')
  expect(alerts[0]!.message).toContain('secret1')
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('a valid registration alerts the entered values, terms included, and resets', async ({
  page,
}) => {
  const alerts = acceptDialogs(page)
  await trigger(page, 'Signup').click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Producer')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('dana@agency.com')
  await dialog.getByLabel('Password', { exact: true }).fill('secret12')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect.poll(() => alerts.length).toBe(1)
  for (const value of ['Dana Producer', 'dana@agency.com', 'secret12', 'terms: true']) {
    expect(alerts[0]!.message).toContain(value)
  }
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('')
  await expect(dialog.getByRole('checkbox')).not.toBeChecked()
})

test('Escape closes the dialog and focus returns to the trigger', async ({ page }) => {
  await trigger(page, 'Login').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(trigger(page, 'Login')).toBeFocused()
})

test('a click on the overlay closes the dialog', async ({ page }) => {
  await trigger(page, 'Signup').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.mouse.click(8, 8)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(trigger(page, 'Signup')).toBeFocused()
})

test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
  await trigger(page, 'Signup').click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  await expect(dialog).toBeVisible()
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await inside()).toBe(true)
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside()).toBe(true)
  }
})
