import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { expectNoHorizontalScroll, expectOneMainAndOneH1, openPage } from './support/pages'

/**
 * Every marketing and template page of issue 3: title, one h1, the copy in the HTML without
 * JavaScript, no WCAG 2.2 A/AA violation, no horizontal scroll on a 320 px phone.
 */
const pages = [
  {
    path: '/what-we-offer',
    title: 'What We Offer - Coverbridge',
    h1: 'What We Offer',
    copy: 'A full API for the systems you already run',
  },
  {
    path: '/customers',
    title: 'Customers - Coverbridge',
    h1: 'Customers',
    copy: 'Wholesale brokers use Coverbridge to see which excess and surplus lines markets',
  },
  { path: '/pricing', title: 'Pricing - Coverbridge', h1: 'Pricing', copy: 'No hidden fees' },
  {
    path: '/about-us',
    title: 'About Us - Coverbridge',
    h1: 'About Us',
    copy: 'Co-founder & Chief Revenue Officer',
  },
  {
    path: '/about-us-2',
    title: 'About Coverbridge - Coverbridge',
    h1: 'About Coverbridge',
    copy: 'We help brokers say yes to more specialty risks',
  },
  {
    path: '/testimonial',
    title: 'Testimonials - Coverbridge',
    h1: 'Our clients word',
    copy: '150,000+ Client all over the world',
  },
  {
    path: '/faq',
    title: 'FAQ - Coverbridge',
    h1: 'Questions & Answers',
    copy: 'Does our bank need its own insurance licence?',
  },
  {
    path: '/service-v1',
    title: 'Our Offerings - Coverbridge',
    h1: 'Our Offerings',
    copy: 'Want to chat?',
  },
  {
    path: '/service-v2',
    title: 'Banking Solutions - Coverbridge',
    h1: 'Banking Solutions',
    copy: 'Apply for loan with low interest',
  },
  {
    path: '/service-details',
    title: 'Service Details - Coverbridge',
    h1: 'Business Loans',
    copy: 'A United States citizen',
  },
  { path: '/team-v1', title: 'Our Team - Coverbridge', h1: 'Our Team', copy: 'Rafael Castillo' },
  {
    path: '/team-v2',
    title: 'Meet the Team - Coverbridge',
    h1: 'Meet the Team',
    copy: 'Grace Adeyemi',
  },
  {
    path: '/team-details',
    title: 'Aisha Bello - Coverbridge',
    h1: 'Aisha Bello',
    copy: 'BSc in Risk Management & Insurance, CPCU',
  },
]

for (const { path, title, h1, copy } of pages) {
  test.describe(path, () => {
    test(`is titled '${title}' with one main and the h1 '${h1}'`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expectOneMainAndOneH1(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    })

    test('has its copy in the HTML without JavaScript', async ({ pageWithoutJs: page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page.locator('main')).toContainText(copy)
    })

    test('has no WCAG 2.2 A/AA violations', async ({ page }) => {
      // Still frames only: mid-way through a cross-fade, half-transparent text fails the
      // contrast rule although no visitor reads it in that state.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openPage(page, path)
      await expectNoAxeViolations(page)
    })

    test('does not scroll sideways at 320px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 })
      await openPage(page, path)
      await expectNoHorizontalScroll(page)
    })
  })
}

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
