import { testimonials, serviceCardsFor } from '../../content/marketing'
import { expect, test, waitForHydration } from './support/shared-tab'

test('hero promises rate, quote and bind, with Learn More to /contact', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Rate, quote and bind specialty insurance in under 5 minutes',
  )
  const learnMore = page.getByRole('link', { name: 'Learn More about Coverbridge' })
  await expect(learnMore).toHaveAttribute('href', '/contact')
  // Visible label exactly as the spec has it; the rest is for screen readers and crawlers.
  expect(await learnMore.evaluate((link) => link.firstChild?.textContent)).toBe('Learn More')
  // The hero's picture is drawn in the page, with the text, not fetched or decoded apart.
  const hero = page.getByRole('img', { name: /quote comparison/ })
  await expect(hero).toHaveAttribute('data-first-screen', '')
  expect(await hero.evaluate((element) => element.tagName)).toBe('svg')
  await expect(hero).toBeVisible()
})

test('four Key Features cards built from the claims', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: /Everything a producer needs/ }),
  })
  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(4)
  const titles = serviceCardsFor('home').map((card) => card.title)
  expect(titles).toHaveLength(4)
  await expect(cards.getByRole('heading')).toHaveText(titles)
  await expect(section).toContainText('under 5 minutes')
  await expect(section).toContainText('fewer than ten questions')
})

test.describe('testimonials slider', () => {
  test('fades between quotes with dots, no arrows and no autoplay', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Client testimonials' })
    await expect(slider).toHaveAttribute('data-state', 'static')
    await expect(slider.getByRole('button', { name: /Previous slide|Next slide/ })).toHaveCount(0)
    await expect(slider.getByRole('button', { name: /Pause slideshow/ })).toHaveCount(0)
    const dots = slider.getByRole('button', { name: /^Go to slide/ })
    await expect(dots).toHaveCount(testimonials.length)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')

    const slides = slider.getByRole('group')
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(2)).toHaveCSS('opacity', '1')
    await expect(slides.first()).toHaveCSS('opacity', '0')

    // No autoplay: still on the third quote well after any autoplay delay would have fired.
    await page.clock.runFor(3500)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
  })

  test('dots work from the keyboard', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Client testimonials' })
    await slider.getByRole('button', { name: 'Go to slide 2' }).focus()
    await page.keyboard.press('Enter')
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('every quote is in the HTML without JavaScript', async ({ pageWithoutJs: page }) => {
    await page.goto('/')
    for (const testimonial of testimonials) {
      await expect(page.getByText(testimonial.desc, { exact: false })).toHaveCount(1)
    }
  })
})
