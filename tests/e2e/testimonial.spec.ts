import { partners, testimonials } from '../../content/marketing'
import {
  expect,
  expectAutoplayDelay,
  restartAutoplay,
  stopPageClock,
  test,
  waitForHydration,
} from './support/shared-tab'

test.describe('/testimonial', () => {
  test("is titled 'Our clients word' and has three testimonial sections", async ({ page }) => {
    await page.goto('/testimonial')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our clients word')
    await expect(page.getByRole('region', { name: 'Client stories' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'More client testimonials' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible()
  })

  test('slider one fades, counts 01 / 03 and moves on every 3 seconds', async ({ page }) => {
    // The page's clock, stopped: the fade and the 3 s between slides run on its timers and
    // animation frames, and only the test moves it, so a busy machine cannot skip a slide.
    await stopPageClock(page)
    await page.goto('/testimonial')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Client stories' })
    const counter = slider.getByTestId('slider-counter')
    const slides = slider.getByRole('group')
    await expect(slides).toHaveCount(3)
    await expect(slider).toHaveAttribute('data-state', 'playing')
    await expect(counter).toHaveText('01 / 03')
    await restartAutoplay(page, slider)
    await expect(slides.nth(0)).toHaveCSS('opacity', '1')
    await page.clock.runFor(2_900)
    await expect(counter).toHaveText('01 / 03')
    await page.clock.runFor(200)
    await expect(counter).toHaveText('02 / 03')
    await page.clock.runFor(1_000)
    await expect(slides.nth(1)).toHaveCSS('opacity', '1')
    await expect(slides.nth(0)).toHaveCSS('opacity', '0')
    await page.clock.runFor(3_000)
    await expect(counter).toHaveText('03 / 03')
    await page.clock.resume()
  })

  test('slider one pauses while hovered and while focus is inside, and resumes after', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/testimonial')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Client stories' })
    const counter = slider.getByTestId('slider-counter')

    await slider.hover()
    await expect(slider).toHaveAttribute('data-state', 'paused')
    const shown = await counter.textContent()
    // Longer than the 3 s between slides: the hovered slider did not move on.
    await page.clock.runFor(3600)
    await expect(counter).toHaveText(shown ?? '')
    await page.mouse.move(0, 0)
    await expect(slider).toHaveAttribute('data-state', 'playing')

    await slider.getByRole('button', { name: 'Pause slideshow' }).focus()
    await expect(slider).toHaveAttribute('data-state', 'paused')
    await page.locator('body').focus()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(slider).toHaveAttribute('data-state', 'playing')
  })

  test('the pause button stops and restarts autoplay', async ({ page }) => {
    await page.goto('/testimonial')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Client stories' })
    await slider.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(slider).toHaveAttribute('data-state', 'paused')
    await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('slider two has dots and autoplays every 6 seconds', async ({ page }) => {
    await stopPageClock(page)
    await page.goto('/testimonial')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'More client testimonials' })
    await expect(slider).toHaveAttribute('data-state', 'playing')
    const dots = slider.getByRole('button', { name: /^Go to slide/ })
    await expect(dots).toHaveCount(testimonials.length - 3)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await expectAutoplayDelay(page, slider, 6000, {
      still: () => expect(dots.first()).toHaveAttribute('aria-current', 'true'),
      moved: () => expect(dots.nth(1)).toHaveAttribute('aria-current', 'true'),
    })

    await dots.nth(3).click()
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true')
    await expect(slider.getByRole('group').nth(3)).toHaveCSS('opacity', '1')
  })

  test('the rating box shows 4.8 and 150,000+ clients', async ({ page }) => {
    await page.goto('/testimonial')
    const box = page.getByRole('region', { name: 'Our rating and our partners' })
    await expect(box).toContainText('4.8')
    await expect(box).toContainText('Average rating')
    await expect(box.getByText('150,000+ Client all over the world', { exact: true })).toBeVisible()
  })

  test('the partner logo slider autoplays every 3.5 seconds through all eight logos', async ({
    page,
  }) => {
    await stopPageClock(page)
    await page.goto('/testimonial')
    await waitForHydration(page)
    const slider = page.getByRole('region', { name: 'Carriers and markets on the platform' })
    await expect(slider).toHaveAttribute('data-state', 'playing')
    for (const partner of partners) {
      await expect(slider.getByRole('img', { name: partner.name })).toHaveCount(1)
    }
    const first = slider.getByRole('group').first()
    const left = async () => (await first.boundingBox())?.x ?? 0
    let before = 0
    await expectAutoplayDelay(page, slider, 3500, {
      atStart: async () => {
        before = await left()
      },
      still: async () => expect(await left()).toBe(before),
      moved: () => expect.poll(left).not.toBe(before),
    })
  })

  for (const { width, inView } of [
    { width: 1280, inView: 5 },
    { width: 992, inView: 5 },
    { width: 991, inView: 4 },
    { width: 768, inView: 4 },
    { width: 767, inView: 3 },
    { width: 576, inView: 3 },
    { width: 575, inView: 2 },
    { width: 360, inView: 2 },
  ]) {
    test(`the partner slider shows ${inView} logos at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/testimonial')
      const slider = page.getByRole('region', { name: 'Carriers and markets on the platform' })
      const [viewport, slide] = await slider.evaluate((region) => {
        const view = region.firstElementChild as HTMLElement
        const first = view.firstElementChild?.firstElementChild as HTMLElement
        return [view.getBoundingClientRect().width, first.getBoundingClientRect().width]
      })
      // Slides carry a 24 px gutter on their left, hidden under the viewport's left edge.
      expect(Math.round((viewport + 24) / slide)).toBe(inView)
    })
  }

  test('no slider moves on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/testimonial')
    await waitForHydration(page)
    const carousels = page.locator('[aria-roledescription="carousel"]')
    await expect(carousels).toHaveCount(3)
    for (const carousel of await carousels.all()) {
      await expect(carousel).toHaveAttribute('data-state', 'static')
    }
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
  })
})
