import { expect, test, waitForHydration } from './support/shared-tab'

test('an unknown path gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/')
  await expect(page).toHaveTitle('Page Not Found - Coverbridge')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByText(/Not Found Any blog this id/)).toHaveCount(0)
})

test('an unknown blog id is a real 404 that names the id', async ({ page }) => {
  const response = await page.goto('/blog-details/9999')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByText('Not Found Any blog this id 9999')).toBeVisible()
})

test('a hostile blog id is shown as text, never as markup', async ({ page }) => {
  await page.goto('/blog-details/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
  await waitForHydration(page)
  await expect(
    page.getByText('Not Found Any blog this id <img src=x onerror=alert(1)>'),
  ).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
})

for (const path of ['/not-found', '/404']) {
  test(`${path} shows the 404 page and is not indexed`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
}

test('Go Back returns to the home page', async ({ page }) => {
  await page.goto('/missing')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Home - Coverbridge')
})
