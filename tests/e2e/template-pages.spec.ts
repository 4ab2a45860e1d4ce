import type { Page } from '@playwright/test'
import { blogPosts } from '../../content/blog'
import { serviceCardsFor, qualifications, serviceMenu, testimonials } from '../../content/marketing'
import { teamMembers } from '../../content/team'
import { expect, test, waitForHydration } from './support/shared-tab'

const teamGrid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })

const namesOf = (...pages: string[]) =>
  teamMembers.filter((member) => pages.includes(member.page)).map((member) => member.name)

test.describe('/about-us-2', () => {
  test('has the intro banner, text block, testimonials, video banner, FAQ and blog list', async ({
    page,
  }) => {
    await page.goto('/about-us-2')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'We help brokers say yes to more specialty risks',
      'What our clients say',
      'See Coverbridge in two minutes',
      'Common questions',
      'Notes for brokers and agents',
    ])
    await expect(page.getByRole('region', { name: 'Client testimonials' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible()
  })

  test('the FAQ block is an accordion with one question open at a time', async ({ page }) => {
    await page.goto('/about-us-2')
    await waitForHydration(page)
    const faq = page.getByRole('region', { name: 'Common questions' })
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(6)
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(3).click()
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)
    await expect(faq.getByRole('link', { name: 'See all questions' })).toHaveAttribute(
      'href',
      '/faq',
    )
  })

  test('the blog list shows the home-page posts, each linking to its /blog-details page', async ({
    page,
  }) => {
    await page.goto('/about-us-2')
    const list = page.getByRole('region', { name: 'Notes for brokers and agents' })
    const posts = blogPosts.filter((post) => post.page === 'home')
    expect(posts).toHaveLength(3)
    await expect(list.getByRole('article')).toHaveCount(3)
    for (const post of posts) {
      await expect(list.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog-details/${post.id}`,
      )
    }
  })
})

test.describe('/service-v1', () => {
  test("shows the offerings, the Key Features and the 'Want to chat?' banner", async ({ page }) => {
    await page.goto('/service-v1')
    const offerings = page.getByRole('region', { name: 'One platform, from rating to renewal' })
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveText(
      serviceCardsFor('home-5').map((card) => card.title),
    )
    const features = page.getByRole('region', { name: 'Why producers switch to Coverbridge' })
    await expect(features).toContainText('Key Features')
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(
      serviceCardsFor('home').map((card) => card.title),
    )
    const chat = page.getByRole('region', { name: 'Want to chat?' })
    await expect(chat.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(chat.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test.describe('/service-v2', () => {
  test('shows six banking solutions and the featured products of page home-3', async ({ page }) => {
    await page.goto('/service-v2')
    const banking = page.getByRole('region', {
      name: 'Everything a business customer asks their bank for',
    })
    await expect(banking.getByRole('article')).toHaveCount(6)
    await expect(banking.getByRole('heading', { level: 3 })).toHaveText(
      serviceCardsFor('home-4').map((card) => card.title),
    )
    const products = page.getByRole('region', {
      name: 'Specialty cover your customers can bind today',
    })
    await expect(products.getByRole('heading', { level: 3 })).toHaveText(
      serviceCardsFor('home-3').map((card) => card.title),
    )
  })

  test("has the loan banner (up to $20million) with 'Get Started' to /contact", async ({
    page,
  }) => {
    await page.goto('/service-v2')
    const banner = page.getByRole('region', { name: 'Apply for loan with low interest' })
    await expect(banner).toContainText('up to $20million')
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('has a testimonial slider with dots that move between quotes', async ({ page }) => {
    await page.goto('/service-v2')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Banker and broker testimonials' })
    await expect(slider.getByRole('group')).toHaveCount(testimonials.length)
    const second = slider.getByRole('button', { name: 'Go to slide 2' })
    await second.click()
    await expect(second).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('/service-details', () => {
  test('lists nine services with the first marked active', async ({ page }) => {
    await page.goto('/service-details')
    const menu = page.getByRole('complementary').getByRole('list').first()
    const items = menu.getByRole('listitem')
    await expect(items).toHaveText(serviceMenu)
    await expect(items).toHaveCount(9)
    await expect(items.first()).toHaveAttribute('aria-current', 'true')
    await expect(menu.locator('[aria-current]')).toHaveCount(1)
    // The template's entries lead nowhere: they are not links.
    await expect(menu.getByRole('link')).toHaveCount(0)
  })

  test("shows the three steps, a quote, the qualifications and 'Let's Talk' to /contact", async ({
    page,
  }) => {
    await page.goto('/service-details')
    const process = page.getByRole('region', { name: 'How it works' })
    await expect(process.getByRole('heading', { level: 3 })).toHaveText([
      'Collect Doc',
      'Check & Finalize',
      'Approved',
    ])
    await expect(page.getByRole('main').locator('blockquote')).toBeVisible()
    const qualifies = page.getByRole('region', { name: 'Who qualifies' }).getByRole('listitem')
    await expect(qualifies).toHaveText(qualifications)
    await expect(qualifies).toHaveText([
      'Age 18+',
      'A valid ID',
      'A job holder',
      'A United States citizen',
      '2 passport photos',
    ])
    await expect(page.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/contact')
  })
})

test.describe('team pages', () => {
  test('/team-v1 shows the members of pages home and team, each card leading to /team-details', async ({
    page,
  }) => {
    await page.goto('/team-v1')
    const grid = teamGrid(page)
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(namesOf('home', 'team'))
    const links = grid.getByRole('link')
    await expect(links).toHaveCount(8)
    for (const link of await links.all())
      await expect(link).toHaveAttribute('href', '/team-details')
    await links.first().click()
    await expect(page).toHaveURL(/\/team-details$/)
  })

  test('/team-v2 shows the members of pages team-three and team', async ({ page }) => {
    await page.goto('/team-v2')
    const grid = teamGrid(page)
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(namesOf('team-three', 'team'))
    for (const link of await grid.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', '/team-details')
    }
  })

  for (const { width, columns } of [
    { width: 1280, columns: 4 },
    { width: 360, columns: 2 },
  ]) {
    test(`the team grid has ${columns} cards per row at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/team-v1')
      const cards = teamGrid(page).getByRole('listitem')
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      )
      const firstRow = tops.filter((top) => top === tops[0])
      expect(firstRow).toHaveLength(columns)
    })
  }

  test('/team-details shows location, position, email, age, qualification and gender', async ({
    page,
  }) => {
    await page.goto('/team-details')
    const profile = page.getByRole('main').locator('dl')
    await expect(profile.locator('dt')).toHaveText([
      'Position',
      'Location',
      'Email',
      'Age',
      'Qualification',
      'Gender',
    ])
    await expect(profile.locator('dd')).toHaveText([
      'Senior Underwriting Analyst',
      'Atlanta, Georgia',
      'aisha.bello@coverbridge.example',
      '34 years',
      'BSc in Risk Management & Insurance, CPCU',
      'Female',
    ])
    await expect(
      profile.getByRole('link', { name: 'aisha.bello@coverbridge.example' }),
    ).toHaveAttribute('href', 'mailto:aisha.bello@coverbridge.example')
  })
})
