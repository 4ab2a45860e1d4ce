import { expect, test } from './support/shared-tab'

// Each marketing and template page's title, one main and its h1, axe at both widths and no
// sideways scroll at 320 px are checked by the page sweep of every page (a11y.spec.ts), which also
// finds that hydration keeps the title and h1 of the HTML; tests/export/content-pages.test.ts
// reads those, the copy, description and canonical URL from the exported HTML.
test('main pages use the primary header, template pages the alternate one', async ({ page }) => {
  for (const path of ['/what-we-offer', '/customers', '/pricing', '/about-us']) {
    await page.goto(path)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Log in', exact: true }).first()).toBeAttached()
    await expect(banner.getByRole('button', { name: 'Signup' })).toHaveCount(0)
  }
  for (const path of ['/about-us-2', '/testimonial', '/faq', '/service-v1', '/team-details']) {
    await page.goto(path)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Signup' }).first()).toBeAttached()
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0)
  }
})
