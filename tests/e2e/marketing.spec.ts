import {
  founders,
  customerSegments,
  onboardingSteps,
  pricingPrinciples,
} from '../../content/marketing'
import { expect, test, waitForHydration } from './support/shared-tab'

test.describe('/what-we-offer', () => {
  test('shows the portal, the API, who it serves and a call to action to /contact', async ({
    page,
  }) => {
    await page.goto('/what-we-offer')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(
      main.getByRole('heading', { name: 'Rate, quote and bind in one place' }),
    ).toBeVisible()
    await expect(
      main.getByRole('heading', { name: 'A full API for the systems you already run' }),
    ).toBeVisible()
    await expect(main).toContainText('two weeks or less')
    await expect(main.getByRole('code')).toContainText('POST /v1/quotes')
    for (const segment of customerSegments) {
      await expect(main.getByRole('heading', { name: segment.name, exact: true })).toBeVisible()
    }
    await expect(
      main.getByRole('link', { name: 'See how each segment uses Coverbridge' }),
    ).toHaveAttribute('href', '/customers')
  })

  test('lists the six onboarding steps in order with their durations', async ({ page }) => {
    await page.goto('/what-we-offer')
    const steps = page
      .getByRole('region', { name: 'Live in about two weeks, in six steps' })
      .getByRole('listitem')
    await expect(steps).toHaveCount(6)
    const durations = ['Pre-sales', '1 day', '2-3 days', '1 week', 'Optional', 'Ongoing']
    for (const [index, step] of onboardingSteps.entries()) {
      await expect(steps.nth(index).getByRole('heading')).toHaveText(step.title)
      await expect(steps.nth(index)).toContainText(`Duration: ${durations[index]}`)
    }
  })
})

test.describe('/customers', () => {
  test('the six segments form one accordion: first open, one open at a time', async ({ page }) => {
    await page.goto('/customers')
    await waitForHydration(page)
    const buttons = page.getByRole('main').getByRole('button')
    await expect(buttons).toHaveText([
      'Wholesale Brokers',
      'Retail Agents',
      'MGAs & MGUs',
      'Associations',
      'Community Banks',
      'Carriers & PEOs',
    ])
    const first = buttons.nth(0)
    const banks = page.getByRole('button', { name: 'Community Banks' })
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'Wholesale Brokers' })).toBeVisible()

    await banks.click()
    await expect(banks).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    const bankPanel = page.getByRole('region', { name: 'Community Banks' })
    await expect(bankPanel).toBeVisible()
    await expect(bankPanel).toContainText('loss payee')
    await expect(page.getByRole('region', { name: 'Wholesale Brokers' })).toBeHidden()
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1)

    await banks.click()
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0)
  })

  test('each segment explains how it uses the platform', async ({ page }) => {
    await page.goto('/customers')
    for (const segment of customerSegments) {
      const panel = page.getByRole('region', { name: segment.name, includeHidden: true })
      for (const use of segment.uses) await expect(panel).toContainText(use)
    }
    await expect(page.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test.describe('/pricing', () => {
  test('states the four pricing principles', async ({ page }) => {
    await page.goto('/pricing')
    const principles = page
      .getByRole('region', { name: 'Four rules we price by' })
      .getByRole('heading', { level: 3 })
    await expect(principles).toHaveText(pricingPrinciples.map((p) => p.title))
    await expect(principles).toHaveText([
      'Performance-based',
      'No big upfront fees',
      'No long-term contracts',
      'No hidden fees',
    ])
    await expect(page.getByRole('main')).toContainText('month-to-month')
  })

  test("'Request Pricing Information' leads to /contact", async ({ page }) => {
    await page.goto('/pricing')
    const links = page.getByRole('link', { name: 'Request Pricing Information' })
    await expect(links.first()).toBeVisible()
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact')
    await links.first().click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('/about-us', () => {
  test('introduces the CEO, the Chief Revenue Officer and the CTO with biographies', async ({
    page,
  }) => {
    await page.goto('/about-us')
    const section = page.getByRole('region', { name: 'Meet our co-founders' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(3)
    const roles = [
      'Co-founder & Chief Executive Officer',
      'Co-founder & Chief Revenue Officer',
      'Co-founder & Chief Technology Officer',
    ]
    for (const [index, founder] of founders.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading')).toHaveText(founder.name)
      await expect(card).toContainText(roles[index] ?? '')
      await expect(card.getByRole('img', { name: `Portrait of ${founder.name}` })).toBeVisible()
      for (const paragraph of founder.bio) await expect(card).toContainText(paragraph)
    }
  })
})
