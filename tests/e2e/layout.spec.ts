import { expect, scrollToY, test, waitForHydration } from './support/shared-tab'
import { expectNoHorizontalScroll } from './support/pages'

test.describe('header', () => {
  test('is fixed only once the page is scrolled past 80px', async ({ page }) => {
    await page.goto('/termsofuse')
    await waitForHydration(page)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-fixed', 'false')
    await scrollToY(page, 80)
    await expect(header).toHaveAttribute('data-fixed', 'false')
    await scrollToY(page, 120)
    await expect(header).toHaveAttribute('data-fixed', 'true')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).toBeInViewport()
    await scrollToY(page, 0)
    await expect(header).toHaveAttribute('data-fixed', 'false')
  })

  test('primary header links: nav, external Log in, Get Started', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, href] of [
      ['What We Offer', '/what-we-offer'],
      ['Pricing', '/pricing'],
      ['Customers', '/customers'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Log in', exact: true }).first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await expect(banner.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test.describe('scrolling', () => {
  test('scroll-to-top button appears after 200px and takes the page back up', async ({ page }) => {
    await page.goto('/privacy')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(button).toBeHidden()
    await scrollToY(page, 190)
    await expect(button).toBeHidden()
    await scrollToY(page, 400)
    await expect(button).toBeVisible()
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await expect(button).toBeHidden()
  })

  test('navigating to a new path starts at the top', async ({ page }) => {
    await page.goto('/privacy')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cookie Policy' })
      .scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click()
    await expect(page).toHaveURL(/\/cookiepolicy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible()
    await page.waitForFunction(() => window.scrollY === 0)
  })
})

test.describe('footer', () => {
  test('primary footer links to the spec routes', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const hrefs = await footer
      .locator('nav[aria-label="Platform"] a, nav[aria-label="Legal"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/',
      '/what-we-offer',
      '/pricing',
      '/customers',
      '/contact',
      '/termsofuse',
      '/privacy',
      '/cookiepolicy',
    ])
  })

  test('social links open in a new tab without leaking the opener', async ({ page }) => {
    await page.goto('/')
    const social = page.getByRole('navigation', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(3)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
  })

  test("copyright shows the visitor's current year, even when the export is older", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'))
    await page.goto('/')
    await expect(page.getByTestId('current-year')).toHaveText('2031')
  })
})

test.describe('page structure', () => {
  // One main, one h1 and the skip link of every page: the page sweep (a11y.spec.ts).

  const titles: Record<string, string> = {
    '/': 'Home - Coverbridge',
    '/termsofuse': 'Terms of Use - Coverbridge',
    '/privacy': 'Privacy Policy - Coverbridge',
    '/cookiepolicy': 'Cookie Policy - Coverbridge',
    '/not-found': 'Page Not Found - Coverbridge',
  }
  for (const [path, title] of Object.entries(titles)) {
    test(`${path} is titled '${title}'`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
    })
  }
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens, offers the sales e-mail, closes on Escape and leads to /contact', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNav).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'sales@coverbridge.example' }),
    ).toHaveAttribute('href', 'mailto:sales@coverbridge.example')
    await page.keyboard.press('Escape')
    await expect(mobileNav).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await mobileNav.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('no horizontal scroll at 320px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of ['/', '/termsofuse']) {
      await page.goto(path)
      await expectNoHorizontalScroll(page, path)
    }
  })
})
