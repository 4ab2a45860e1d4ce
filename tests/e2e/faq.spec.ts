import { faqItems, faqCategorySchema } from '../../content/faq'
import { expect, test, waitForHydration } from './support/shared-tab'

const TABS = ['All', 'Marketing', 'Banking', 'Finance', 'Payments', 'Terms & Conditions', 'Account']

test.describe('/faq', () => {
  test("is headed 'Questions & Answers' with the tabs in the spec's order", async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions & Answers')
    const tabs = page.getByRole('tablist', { name: 'Question topics' }).getByRole('tab')
    await expect(tabs).toHaveText(TABS)
    expect(['All', ...faqCategorySchema.options]).toEqual(TABS)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  })

  test("'All' lists every question with the first one open", async ({ page }) => {
    await page.goto('/faq')
    await waitForHydration(page)
    const panel = page.getByRole('tabpanel', { name: 'All' })
    const questions = panel.getByRole('button')
    await expect(questions).toHaveText(faqItems.map((item) => item.title))
    await expect(questions).toHaveCount(24)
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.locator('[aria-expanded="true"]')).toHaveCount(1)
  })

  test('each topic tab, chosen by mouse, is its own accordion with its first question open', async ({
    page,
  }) => {
    await page.goto('/faq')
    await waitForHydration(page)
    for (const category of faqCategorySchema.options) {
      await page.getByRole('tab', { name: category, exact: true }).click()
      const panel = page.getByRole('tabpanel', { name: category, exact: true })
      await expect(panel).toBeVisible()
      await expect(page.getByRole('tabpanel', { name: 'All' })).toBeHidden()
      const items = faqItems.filter((item) => item.category === category)
      const questions = panel.getByRole('button')
      await expect(questions).toHaveText(items.map((item) => item.title))
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
      await expect(panel.getByRole('region', { name: items[0]?.title })).toContainText(
        items[0]?.desc ?? '',
      )
    }
  })

  test('only one answer is open at a time within a tab', async ({ page }) => {
    await page.goto('/faq')
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Banking' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Banking' })
    const questions = panel.getByRole('button')
    await questions.nth(2).click()
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.locator('[aria-expanded="true"]')).toHaveCount(1)
    await questions.nth(3).click()
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false')
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(3).click()
    await expect(panel.locator('[aria-expanded="true"]')).toHaveCount(0)
  })

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await page.goto('/faq')
    await waitForHydration(page)
    const tab = (name: string) => page.getByRole('tab', { name, exact: true })
    await tab('All').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Marketing')).toBeFocused()
    await expect(tab('Marketing')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Marketing' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Account')).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toBeVisible()
    await page.keyboard.press('Home')
    await expect(tab('All')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab('Account')).toHaveAttribute('aria-selected', 'true')
  })

  test("'Contact Us' below the questions leads to /contact", async ({ page }) => {
    await page.goto('/faq')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }),
    ).toHaveAttribute('href', '/contact')
  })
})
