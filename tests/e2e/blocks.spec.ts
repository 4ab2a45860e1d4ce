import { videos, serviceCardsFor } from '../../content/marketing'
import { expect, test, waitForHydration } from './support/shared-tab'

const FINAL = ['120 mil+', '1.3 b+', '730 k+']

test.describe("'Numbers Reflect Our Reputation' counters", () => {
  test('carry their final values in the HTML without JavaScript', async ({
    pageWithoutJs: page,
  }) => {
    for (const path of ['/about-us', '/service-v1']) {
      await page.goto(path)
      const stats = page.getByRole('region', { name: 'Numbers Reflect Our Reputation' })
      await expect(stats.getByRole('definition')).toHaveText(FINAL)
    }
  })

  test('count up from 0 for 5 seconds once scrolled into view', async ({ page }) => {
    await page.clock.install()
    await page.goto('/about-us')
    await waitForHydration(page)
    const stats = page.getByRole('region', { name: 'Numbers Reflect Our Reputation' })
    const value = stats.getByRole('definition').first()
    const counter = value.locator('span').first()
    const ticker = value.getByTestId('count-ticker')

    // Below the fold: waiting at 0, while the real value stays in the text for assistive tech.
    await expect(counter).toHaveAttribute('data-counting', 'true')
    await expect(ticker).toHaveText('0 mil+')
    await expect(ticker).toHaveAttribute('aria-hidden', 'true')
    await expect(value).toContainText('120 mil+')

    // From here the page's clock stands still and the test moves it on, frame by frame at first:
    // the count starts on the first animation frame after the counter comes into view.
    await page.clock.pauseAt(Date.now() + 1000)
    await stats.scrollIntoViewIfNeeded()
    const shown = async () => Number.parseFloat((await ticker.textContent()) ?? '')
    const afterAFrame = async () => {
      await page.clock.runFor(16)
      return shown()
    }
    await expect.poll(afterAFrame).toBeGreaterThan(0)
    expect(await shown()).toBeLessThan(120)

    // Still counting three seconds in, done shortly after five.
    await page.clock.runFor(3000)
    await expect(counter).toHaveAttribute('data-counting', 'true')
    await page.clock.runFor(4000)
    await expect(counter).not.toHaveAttribute('data-counting')
    await expect(ticker).toHaveText('')
    await expect(stats.getByRole('definition')).toHaveText(FINAL)
  })

  test('show the final values at once when the visitor prefers reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about-us')
    await waitForHydration(page)
    const stats = page.getByRole('region', { name: 'Numbers Reflect Our Reputation' })
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-counting]')).toHaveCount(0)
    await expect(stats.getByRole('definition')).toHaveText(FINAL)
    for (const ticker of await stats.getByTestId('count-ticker').all()) {
      await expect(ticker).toBeHidden()
    }
  })
})

test.describe('intro video modal', () => {
  // Opening the player requests the video host; the fixture still blocks it, the test expects it.
  test.use({ allowExternal: [/^https:\/\/www\.youtube-nocookie\.com\//] })

  const embed = `https://www.youtube-nocookie.com/embed/${videos.intro.id}?autoplay=1&rel=0`
  const playName = `Play video: ${videos.intro.title}`

  test('creates no player and contacts no video host before it is opened', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/about-us-2')
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: playName })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(externalRequests).toEqual([])
  })

  test('opens a 16:9 youtube-nocookie player that starts playing', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/about-us-2')
    await waitForHydration(page)
    const videoRequest = page.waitForRequest((request) =>
      request.url().startsWith('https://www.youtube-nocookie.com/embed/'),
    )
    await page.getByRole('button', { name: playName }).click()
    const dialog = page.getByRole('dialog', { name: videos.intro.title })
    await expect(dialog).toBeVisible()
    const player = dialog.locator('iframe')
    await expect(player).toHaveAttribute('src', embed)
    await expect(player).toHaveAttribute('title', videos.intro.title)
    await expect(player).toHaveAttribute('allow', /autoplay/)
    const box = await player.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1)
    // The only host contacted is the video host (allowed for this test, never sent), and only
    // after the click: nothing else was attempted.
    await videoRequest
    expect(externalRequests).toEqual([])
  })

  for (const way of ['Escape', 'overlay click', 'close button'] as const) {
    test(`closes on ${way} and gives focus back to the play button`, async ({ page }) => {
      await page.goto('/about-us-2')
      await waitForHydration(page)
      const play = page.getByRole('button', { name: playName })
      await play.click()
      const dialog = page.getByRole('dialog', { name: videos.intro.title })
      await expect(dialog).toBeVisible()
      if (way === 'Escape') await page.keyboard.press('Escape')
      if (way === 'overlay click') await page.mouse.click(8, 8)
      if (way === 'close button') await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(play).toBeFocused()
    })
  }
})

test.describe('about-us block', () => {
  test("default style leads to /about-us, alternate style 'Let's Talk' to /contact", async ({
    page,
  }) => {
    await page.goto('/service-v1')
    const standard = page.getByRole('region', {
      name: 'Insurance expertise, built into the technology',
    })
    await expect(standard.getByRole('link', { name: 'More About Us' })).toHaveAttribute(
      'href',
      '/about-us',
    )
    await page.goto('/about-us-2')
    const alternate = page.getByRole('region', {
      name: 'We help brokers say yes to more specialty risks',
    })
    await expect(alternate.getByRole('link', { name: "Let's Talk" })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

test('three-card services block leads each card to /service-v2', async ({ page }) => {
  await page.goto('/service-v1')
  const block = page.getByRole('region', { name: 'Expertise, security and control in one place' })
  const cards = block.getByRole('article')
  await expect(cards.getByRole('heading')).toHaveText([
    'Expert Advisor',
    'Highly Secured',
    'Management',
  ])
  expect(serviceCardsFor('home-2').map((card) => card.title)).toEqual([
    'Expert Advisor',
    'Highly Secured',
    'Management',
  ])
  for (const title of ['Expert Advisor', 'Highly Secured', 'Management']) {
    const link = block.getByRole('link', { name: new RegExp(`^Learn more\\W+${title}$`) })
    await expect(link).toHaveAttribute('href', '/service-v2')
  }
})

test('newsletter box submits without logic and without reloading the page', async ({ page }) => {
  await page.goto('/service-details')
  await waitForHydration(page)
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes'
  })
  const box = page.getByRole('complementary')
  const email = box.getByRole('textbox', { name: 'Email address' })
  await email.fill('producer@agency.com')
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByRole('status')).toContainText('nothing was sent or stored')
  await expect(email).toHaveValue('')
  await expect(page).toHaveURL(/\/service-details$/)
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes')
})
