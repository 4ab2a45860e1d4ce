import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as files, type Page } from '@playwright/test'
import { pageClasses, prepareStylesheet, subsetFor } from '../../scripts/lib/export/css-subset.mjs'
import { withoutWebFontRules } from '../../scripts/lib/export/hydrate-after-paint.mjs'
import { OUT, readExported } from './support/export'
import { expect, test, waitForHydration } from './support/fixtures'
import { allPages, sweptPages } from './support/pages'

/**
 * What the first paint relies on: the HTML alone. The stylesheet rides inline in every page, the
 * part of it the page's HTML uses (its link stays in the head, disabled, for React to find, and
 * the boot script switches the whole file on after the first paint), the web font is not preloaded and the
 * text paints at once in a local face drawn to its metrics, and a page's first-screen picture is
 * part of the document. A later change that brings a round trip back before the first paint fails here.
 */

/** The visible area under which a picture counts as a thumbnail (an avatar: 88 px square). */
const THUMBNAIL_PX2 = 20_000

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"([^>]*)>/g

/** The site's stylesheet, as the pages inline it. */
function siteStylesheet(): { href: string; css: string } {
  const href = [...readExported('/').matchAll(STYLESHEET_LINK)][0]?.[1]
  if (!href) throw new Error('the home page links no stylesheet')
  return { href, css: readFileSync(join(OUT, href), 'utf8') }
}

/** The declarations of the @font-face rule for `family` in `css` (lower-cased, quotes dropped). */
function fontFace(css: string, family: string): Record<string, string> | undefined {
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body
        .split(';')
        .map((part) => part.split(':'))
        .filter((pair) => pair.length >= 2)
        .map(([name = '', ...value]) => [name.trim().toLowerCase(), value.join(':').trim()]),
    )
    if (declarations['font-family']?.replace(/["']/g, '') === family) return declarations
  }
  return undefined
}

/**
 * Waits until Inter has loaded. (document.fonts.check() is true while no face of that name exists
 * at all, which is the case until the boot script puts the font's rules back after the paint.)
 */
async function interLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === 'inter' && face.status === 'loaded'),
  )
}

files.describe('the first paint needs only the HTML', () => {
  files('no page links a stylesheet that blocks its first paint: each carries it inline', () => {
    const { href, css } = siteStylesheet()
    const prepared = prepareStylesheet(css)
    if (!prepared) throw new Error(`${href} does not parse`)
    const wrong: string[] = []
    for (const route of allPages()) {
      const html = readExported(route)
      // A page that hydrates carries the rules its classes can use, less the web font's, which
      // its boot script puts back after the first paint; the others the whole file.
      const inline = html.includes('data-hydrate=')
        ? withoutWebFontRules(subsetFor(prepared, pageClasses(html), { html }))
        : css
      for (const [tag, link, rest = ''] of html.matchAll(STYLESHEET_LINK)) {
        if (!/\sdisabled/.test(rest)) wrong.push(`${route}: ${tag}`)
        if (!html.includes(`<style data-inlined="${link}">${link === href ? inline : ''}`)) {
          wrong.push(`${route}: ${link} is not inlined as the export holds it`)
        }
        if (link === href && inline.length > css.length * 0.75) {
          wrong.push(`${route}: inlines ${inline.length} of the stylesheet's ${css.length} bytes`)
        }
      }
      if (!html.includes(`<style data-inlined="${href}">`)) wrong.push(`${route}: no inline style`)
    }
    expect(wrong).toEqual([])
  })

  files('no page preloads the web font: the first paint does not wait for it', () => {
    const preloading = allPages().filter((route) =>
      /<link rel="preload"[^>]*as="font"/.test(readExported(route)),
    )
    expect(preloading).toEqual([])
  })

  files('the font falls back to local faces drawn to its metrics', () => {
    const { css } = siteStylesheet()
    const inter = fontFace(css, 'inter')
    expect(inter?.['font-display']).toBe('swap')
    // The sans stack: Inter, then the metric-matched faces, in that order.
    const stack = /--font-sans:([^;}]+)/.exec(css)?.[1]?.replace(/["']/g, '').split(',')
    expect(stack?.slice(0, 3)).toEqual(['inter', 'Inter fallback', 'Inter fallback Roboto'])
    for (const family of ['Inter fallback', 'Inter fallback Roboto']) {
      const face = fontFace(css, family)
      expect(face?.src, family).toMatch(/local\(/)
      for (const metric of ['size-adjust', 'ascent-override', 'descent-override']) {
        expect(face?.[metric], `${family} ${metric}`).toMatch(/^\d+(\.\d+)?%$/)
      }
      expect(face?.['line-gap-override'], family).toBe('0%')
    }
    // Linux's Arial stand-in is among the first face's sources (the machines these tests run on).
    expect(fontFace(css, 'Inter fallback')?.src).toMatch(/local\(["']?Liberation Sans["']?\)/)
  })

  files("the home page's picture is drawn in the document", () => {
    const html = readExported('/')
    expect(html).toMatch(
      /<svg viewBox="0 0 640 520" role="img" aria-label="A Coverbridge quote comparison[^>]* data-first-screen=""/,
    )
    expect(html).not.toContain('/images/hero/quote-compare.svg')
  })

  files('every picture a page shows first is drawn in the document', () => {
    // A page's first-screen picture (its largest paint, as a rule) must not cost the round trips
    // of a fetch started once the HTML is parsed, nor, as an image of a data URL, a document of
    // its own that the phone builds before the first frame: it is markup of the page. An <img>
    // marked for high priority would be such a picture left to load.
    const firstScreen = new Map<string, number>()
    const fetched: string[] = []
    for (const route of allPages()) {
      const html = readExported(route)
      const drawn = html.match(/<svg [^>]*data-first-screen=""/g)?.length ?? 0
      if (drawn) firstScreen.set(route, drawn)
      for (const [tag] of html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)) {
        fetched.push(`${route}: ${tag.slice(0, 200)}`)
      }
    }
    expect(fetched).toEqual([])
    // The lists, galleries and details whose first picture is their largest paint.
    for (const route of [
      '/',
      '/blog',
      '/blog-grid',
      '/blog-details/1',
      '/project-v1',
      '/project-v2',
      '/project-v3',
      '/project-details-v1',
      '/project-details-v2',
      '/shop-details/1',
      '/shop',
      '/blog/category/growth',
      '/blog/author/maya-ellison',
      '/shop/category/books',
    ]) {
      expect(firstScreen.get(route) ?? 0, route).toBeGreaterThan(0)
    }
  })

  files("a shop page's first row of pictures is drawn in its page, the rest are files", () => {
    // Three cards a row from 1024 px: the first screen of a wide window, where a product's
    // picture is the largest element.
    const lists = allPages().filter(
      (path) =>
        path === '/shop' || path.startsWith('/shop/page/') || path.startsWith('/shop/category/'),
    )
    expect(lists.length).toBeGreaterThan(4)
    for (const route of lists) {
      const cards = [...readExported(route).matchAll(/<article [^>]*>[\s\S]*?<\/article>/g)]
        .map(([card]) => card)
        .filter((card) => /aria-labelledby="product-\d+-title"/.test(card))
      // The last page may hold fewer than a row; /shop holds nine.
      expect(cards.length, route).toBeGreaterThan(route === '/shop' ? 3 : 0)
      cards.forEach((card, index) => {
        const picture = /<(?:img|svg) [^>]*>/.exec(card)?.[0] ?? ''
        if (index < 3) expect(picture, `${route} card ${index + 1}`).toMatch(/data-first-screen=""/)
        else expect(picture, `${route} card ${index + 1}`).toMatch(/^<img [^>]*loading="lazy"/)
      })
    }
  })

  files("a post's picture is drawn in its page", () => {
    for (const route of allPages().filter((path) => path.startsWith('/blog-details/'))) {
      const first = /<article[^>]*>[\s\S]*?<(?:img|svg) [^>]*>/.exec(readExported(route))?.[0] ?? ''
      expect(first, route).toMatch(/^<article[\s\S]*<svg [^>]*data-first-screen=""/)
    }
  })
})

test.describe('the first paint in the browser', () => {
  // A picture in the first screen that the page leaves to load paints after the text, and if it
  // is larger than the text, the page's largest paint comes late (a fetched file at 1440 px did
  // so by 310-480 ms under load). Whether it does is a matter of timing; which pictures are left
  // to load is not: every one larger than a thumbnail (an avatar, a gallery's small views) must
  // be drawn in the page, or be a photo marked for high priority, which the page waits for.
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px, every picture a first screen shows larger than a thumbnail comes with the page`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      const left: string[] = []
      let seen = 0
      for (const route of sweptPages()) {
        await page.goto(route, { waitUntil: 'domcontentloaded' })
        const found = await page.evaluate((thumbnail) => {
          // The part of an element the window shows, clipped by every scrolling or clipping box
          // around it (a slider's next slide is in the layout beside the window, not in it).
          const shown = (element: Element) => {
            let { left, top, right, bottom } = element.getBoundingClientRect()
            ;[left, top] = [Math.max(left, 0), Math.max(top, 0)]
            ;[right, bottom] = [Math.min(right, innerWidth), Math.min(bottom, innerHeight)]
            for (let box = element.parentElement; box; box = box.parentElement) {
              if (getComputedStyle(box).overflow === 'visible') continue
              const clip = box.getBoundingClientRect()
              ;[left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)]
              ;[right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)]
            }
            return Math.max(0, right - left) * Math.max(0, bottom - top)
          }
          const drawn = [...document.querySelectorAll('svg[data-first-screen]')].filter(
            (svg) => shown(svg) > thumbnail,
          ).length
          const fetched = [...document.images]
            .filter((image) => image.fetchPriority !== 'high' && shown(image) > thumbnail)
            .map((image) => `${image.getAttribute('src')} (${Math.round(shown(image))} px²)`)
          return { drawn, fetched }
        }, THUMBNAIL_PX2)
        seen += found.drawn
        left.push(...found.fetched.map((image) => `${route}: ${image}`))
      }
      expect(left).toEqual([])
      // The sweep saw the drawings it is about: the home hero, list cards, galleries' tiles.
      expect(seen).toBeGreaterThan(10)
    })
  }

  test('a page draws styled before any stylesheet or font request; the stylesheet comes once, after', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (/\.(css|woff2)(\?|$)/.test(request.url())) requested.push(new URL(request.url()).pathname)
    })
    // The font arrives late, as on a slow link: the text must not wait for it.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto('/about-us')
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) {
              observer.disconnect()
              resolve(entry.startTime)
            }
          }).observe({ type: 'paint', buffered: true })
        }),
    )
    expect(firstPaint, 'first contentful paint, in ms').toBeLessThan(1_500)
    // Styled from the inline copy: the page's own colours and layout.
    await expect(page.locator('footer').first()).toHaveCSS('background-color', 'rgb(11, 27, 51)')

    await waitForHydration(page)
    await interLoaded(page)
    // The font waited for the paint too: its rules came back after it, its one request started after it.
    const fontStarts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime),
    )
    expect(fontStarts).toHaveLength(1)
    expect(fontStarts[0]).toBeGreaterThanOrEqual(firstPaint)
    // The boot script switched the whole file on after the first paint, before the client code:
    // one request, started after the paint; React found the link in the head and added no copy.
    const sheetStarts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.css(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime),
    )
    expect(sheetStarts).toHaveLength(1)
    expect(sheetStarts[0]).toBeGreaterThanOrEqual(firstPaint)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('disabled')
    expect(requested.filter((path) => path.endsWith('.css'))).toHaveLength(1)

    // A client-side navigation keeps it that way.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).first().click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    expect(requested.filter((path) => path.endsWith('.css'))).toHaveLength(1)
    expect(requested.filter((path) => path.endsWith('.woff2'))).toHaveLength(1)
  })

  test("a phone's first frame lays out the first screen; the blocks below it are drawn once the page is idle", async ({
    page,
  }) => {
    const firstFrame = await recordFirstFrame(page, {
      hero: 'h1',
      footer: '#site-footer a',
      lastBand: 'main > section:last-of-type h2',
    })
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/')
    expect(await firstFrame()).toEqual({
      hero: true,
      footer: false,
      lastBand: false,
      allDrawn: false,
    })
    // Their text is in the document all the same; once the page is idle every block is drawn,
    // with no scrolling.
    await expect(page.locator('#site-footer')).toContainText('Coverbridge')
    // After the payload, the stylesheet (3 s at most) and an idle moment (2 s at most) on a slow runner.
    await expect(page.locator('html')).toHaveAttribute('data-drawn', '', { timeout: 20_000 })
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('#site-footer a, main > section h2')].every((element) =>
          element.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ),
    ).toBe(true)
  })

  test("a post's comment form and sidebar wait for a phone's scroll; beside the post on a wide screen the sidebar comes with the page", async ({
    page,
  }) => {
    const blocks = {
      title: 'h1',
      form: '#comment-form-heading',
      recentNews: '#recent-news-heading',
      demo: '#demo-banner-heading',
    }
    let firstFrame = await recordFirstFrame(page, blocks)
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/blog-details/1')
    expect(await firstFrame()).toEqual({
      title: true,
      form: false,
      recentNews: false,
      demo: false,
      allDrawn: false,
    })
    // Scrolled to, the form is drawn in the frame that shows it.
    const field = page.getByRole('region', { name: 'Leave a Comment' }).getByLabel('Comment')
    await field.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        field.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true)

    firstFrame = await recordFirstFrame(page, blocks)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog-details/1')
    expect(await firstFrame()).toMatchObject({ title: true, form: false, recentNews: true })
  })

  test('the web font swaps in without moving anything', async ({ page }) => {
    // Layout shifts from the first paint on; the font comes a second late.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.shifts.push((entry as unknown as { value: number }).value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await page.setViewportSize({ width: 412, height: 823 })
    for (const route of ['/', '/faq', '/blog-details/1']) {
      await page.goto(route)
      await interLoaded(page)
      const shift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      )
      expect(shift, `${route}: layout shift when the font swapped in`).toBeLessThan(0.005)
    }
  })
})

/**
 * Records, as soon as the browser reports its first contentful paint, which of the named blocks
 * that frame drew (a block skipped by render-when-near is not) and whether the page had already
 * drawn everything. Call before the navigation; the returned function waits for the record.
 */
async function recordFirstFrame(page: Page, selectors: Record<string, string>) {
  await page.addInitScript((named: Record<string, string>) => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      const record: Record<string, boolean | undefined> = {}
      for (const [name, selector] of Object.entries(named)) {
        record[name] = document
          .querySelector(selector)
          ?.checkVisibility({ contentVisibilityAuto: true })
      }
      record.allDrawn = document.documentElement.hasAttribute('data-drawn')
      ;(window as unknown as { firstFrame: unknown }).firstFrame = record
    }).observe({ type: 'paint', buffered: true })
  }, selectors)
  return async () => {
    const read = () =>
      page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame ?? null)
    await expect.poll(read).not.toBeNull()
    return read()
  }
}
