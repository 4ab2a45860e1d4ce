// The photos of the build under /coverbridge (tests/fixtures/photos.mjs: a phone photo stored on
// its side with orientation 6, its upright top magenta), on a 412 px phone at DPR 2.6: each page
// shows it upright, nothing shifts, and the pictures it fetches stay within 150 KB of the same
// page of out/, which has the site's SVGs in their place.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './support/shared-tab'
import { E2E_PORT } from './support/hosts'
import { watchPhoneFetches } from './support/phone-fetches'
import { settled } from './support/settled'
import { PHOTO_PAGES, TOP } from '../fixtures/photos.mjs'

const BASE = `http://127.0.0.1:${E2E_PORT + 1}/coverbridge`
const PLAIN = `http://127.0.0.1:${E2E_PORT}`
/** What a page with photos may fetch in pictures beyond the same page with SVGs. */
const PICTURE_BUDGET = 150 * 1024

test.skip(
  !existsSync(join(process.cwd(), 'out-base', 'index.html')) && !process.env.CI,
  'no prefixed build in out-base/: npm run build:e2e:base',
)
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6, isMobile: true })

/** Loads a page until the network is idle; returns the picture bytes it fetched at 412 px. */
async function pictureBytes(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      sizes.push(settled(response.body()).then((body) => body.length))
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
}

for (const route of PHOTO_PAGES) {
  test(`${route}: the photo shows upright, nothing shifts, pictures within budget`, async ({
    page,
  }) => {
    const withPhoto = await pictureBytes(page, `${BASE}${route}`)
    const photo = page.locator('img[src*="/_img/phone-photo-"]').first()
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    const result = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext('2d')!
      context.drawImage(img, 0, 0)
      const top = [...context.getImageData(img.naturalWidth / 2, 2, 1, 1).data]
      // Every shift so far, from the buffer: no waiting for a callback.
      const observer = new PerformanceObserver(() => undefined)
      observer.observe({ type: 'layout-shift', buffered: true })
      const shifts = (observer.takeRecords() as (PerformanceEntry & { value: number })[]).reduce(
        (sum, entry) => sum + entry.value,
        0,
      )
      observer.disconnect()
      return { top, portrait: img.naturalHeight > img.naturalWidth, shifts, src: img.currentSrc }
    })
    expect(result.portrait, result.src).toBe(true)
    expect(Math.abs(result.top[0]! - TOP[0]), result.src).toBeLessThan(40)
    expect(Math.abs(result.top[1]! - TOP[1]), result.src).toBeLessThan(40)
    expect(Math.abs(result.top[2]! - TOP[2]), result.src).toBeLessThan(40)
    expect(result.src).toMatch(/\.avif$/)
    expect(result.shifts).toBeLessThan(0.01)

    const other = await page.context().newPage()
    const withSvg = await pictureBytes(other, `${PLAIN}${route}`)
    expect(
      withPhoto,
      `picture bytes at 412 px: ${withPhoto} with the photo, ${withSvg} with SVGs`,
    ).toBeLessThanOrEqual(withSvg + PICTURE_BUDGET)
  })
}

// A page whose first screen is a photo lets it arrive before its client code, router payload and
// web font start to download (they took most of a slow phone's bandwidth beside it), its other
// photos drawn from their smallest variant meanwhile, and still hydrates.
for (const route of ['/shop-details/1', '/blog-details/1']) {
  test(`${route}: the first-screen photo downloads before the client code, router data and font`, async ({
    page,
  }) => {
    // Within the page sweep's budgets too: its code, started once the photo is in, counts as its
    // first load even when it comes after the load event.
    const fetches = watchPhoneFetches(page, route)
    // Photos come in late, as on a slow link: whatever would start beside the photo does.
    await page.route('**/_img/**', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await request.continue()
    })
    await page.goto(`${BASE}${route}`)
    await fetches.expectWithinBudget()
    await waitForHydration(page)
    // Read off the page's own resource timeline (one clock): when the photo's last byte came in,
    // and when each script, the router payload, the web font and every other photo started.
    const timeline = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const main = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!
      const photo = entries.find((entry) => entry.name === main.currentSrc)
      const held = entries.filter(
        (entry) =>
          /\/_next\/static\/chunks\/.+\.js$/.test(entry.name) ||
          /\.(txt|woff2)$/.test(new URL(entry.name).pathname),
      )
      // Each other photo's smallest variants (one per format): all it may fetch before the photo.
      const smallest = new Set<string>()
      for (const source of document.querySelectorAll(
        'picture:not(:has([fetchpriority])) [srcset]',
      )) {
        const first = source.getAttribute('srcset')!.split(',')[0]!.trim().split(' ')[0]!
        smallest.add(new URL(first, location.href).href)
      }
      const others = entries.filter((entry) => /\/_img\//.test(entry.name) && entry !== photo)
      return {
        photoEnd: photo?.responseEnd,
        held: held.map((entry) => ({ url: entry.name, start: entry.startTime })),
        early: others
          .filter((entry) => entry.startTime < (photo?.responseEnd ?? 0))
          .map((entry) => ({ url: entry.name, smallest: smallest.has(entry.name) })),
        unsized: document.querySelectorAll('[data-sizes], [sizes="1px"]').length,
      }
    })
    expect(timeline.photoEnd, 'the photo was fetched').toBeDefined()
    expect(timeline.held.length, 'client code, router data and font were fetched').toBeGreaterThan(
      4,
    )
    expect(timeline.held.some(({ url }) => url.endsWith('.woff2'))).toBe(true)
    for (const { url, start } of timeline.held) {
      expect(start, url).toBeGreaterThanOrEqual(timeline.photoEnd!)
    }
    for (const { url, smallest } of timeline.early) expect(smallest, url).toBe(true)
    // Once it is in, every other photo has its sizes back (the full variant where it is seen).
    expect(timeline.unsized).toBe(0)
  })
}

// Without JavaScript nothing puts the held font and sizes back: the <noscript> copy of the font
// rules loads the font, and the other photos keep their smallest variant, drawn all the same.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/shop-details/1 still draws its font and every photo', async ({ page }) => {
    await page.goto(`${BASE}/shop-details/1`)
    await page.waitForLoadState('networkidle')
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready
      const images = [...document.querySelectorAll<HTMLImageElement>('picture img')]
      return {
        // (check() alone is true when no face of that name exists at all)
        font: [...document.fonts].some(
          (face) => face.family === 'inter' && face.status === 'loaded',
        ),
        images: images.length,
        blank: images
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.alt),
      }
    })
    expect(drawn.font).toBe(true)
    expect(drawn.images).toBeGreaterThan(1)
    expect(drawn.blank).toEqual([])
  })
})
