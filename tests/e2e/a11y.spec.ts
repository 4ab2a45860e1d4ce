import { axeProblems, expectNoAxeViolations } from './support/axe'
import { measureContrast } from './support/contrast'
import { expectNoSnifferProblems, snifferProblems } from './support/sniffers'
import { expectCleanConsole, watchNotFound } from './support/console'
import type { Page } from '@playwright/test'
import { expect, scrollToY, test, waitForHydration } from './support/shared-tab'
import {
  sweptPages,
  expectNamedArticles,
  expectNoHorizontalScroll,
  expectOneMainAndOneH1,
  NARROW_PHONE,
  openPage,
} from './support/pages'
import { PHONE_FETCH_VIEWPORT, watchPhoneFetches } from './support/phone-fetches'
import { openProduct, shopToast } from './support/shop'

// Every page of the export, loaded once, as a phone: what it fetches at and after its load; under
// its real Content-Security-Policy, hydrated with one main landmark and one h1, every article
// named and no two alike, the title and h1 of its HTML; WCAG 2.0/2.1/2.2 A and AA rules on a
// 360 px phone and, resized, on a desktop (what axe leaves incomplete fails unless measured on
// the painted page or checked by hand); on the phone, HTML_CodeSniffer (WCAG2AA) and IBM Equal
// Access too (support/sniffers.ts: what needs review fails unless measured or checked by hand);
// no sideways scroll at 320, 360, 1280 or 1440 px;
// the skip link as the first Tab stop, taking the focus to the main; no console error or
// unexpected 404 on the way; then, on a page with a slider, reloaded for a visitor who asks for
// reduced motion: no slider autoplays, and axe passes on its still frames. One page load serves
// all of these (a test per check loaded every page six times).
const routes = sweptPages()

// Axe reads the widest desktop the design is drawn for; the page must not scroll sideways on a
// common laptop either.
const DESKTOP = { width: 1440, height: 900 }
const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 740 }
const CAROUSEL = '[aria-roledescription="carousel"]'

/** The title and the h1's text of a document, read with the browser's own parser. */
async function titleAndH1(page: Page, html?: string) {
  return page.evaluate((source) => {
    const document_ = source ? new DOMParser().parseFromString(source, 'text/html') : document
    return {
      title: document_.title,
      h1: document_.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim(),
    }
  }, html)
}

test.describe('page sweep', () => {
  // Loaded as a phone: what it fetches is counted at that size.
  test.use({ viewport: PHONE_FETCH_VIEWPORT })
  for (const route of routes) {
    test(`${route}: phone fetches, policy, axe on phone and desktop, HTML_CodeSniffer and IBM on phone, no overflow, no autoplay under reduced motion`, async ({
      page,
      cspViolations,
      consoleErrors,
    }) => {
      const notFound = watchNotFound(page)
      const fetches = watchPhoneFetches(page, route)
      // The static server applies out/_headers exactly as a host does, so the page runs under
      // its real policy (the fixture fails the test on any violation).
      const response = await page.goto(route, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      const header = response?.headers()['content-security-policy'] ?? ''
      expect(header).toBe("frame-ancestors 'none'")
      expect(response?.headers()['x-frame-options']).toBe('DENY')
      expect(response?.headers()['x-content-type-options']).toBe('nosniff')
      const policy = await page
        .locator('head > meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content')
      // Own scripts, WebAssembly for the site search, then this page's inline-script hashes.
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-")
      await fetches.expectWithinBudget()

      await waitForHydration(page)
      expect(cspViolations).toEqual([])
      await expectOneMainAndOneH1(page)
      await expectNamedArticles(page)
      // Hydration keeps the title and the h1 the HTML came with (tests/export checks those).
      const served = await titleAndH1(page, (await response?.text()) ?? '')
      expect(served.title).toMatch(/\S/)
      expect(await titleAndH1(page)).toEqual(served)

      await page.setViewportSize(PHONE)
      await scrollToY(page, 0)
      await expectNoAxeViolations(page)
      await expectNoSnifferProblems(page)
      await expectNoHorizontalScroll(page)
      await page.setViewportSize(NARROW_PHONE)
      await expectNoHorizontalScroll(page, `${NARROW_PHONE.width} px`)
      await page.setViewportSize(LAPTOP)
      await expectNoHorizontalScroll(page, `${LAPTOP.width} px`)
      await page.setViewportSize(DESKTOP)
      await scrollToY(page, 0)
      await expectNoAxeViolations(page)
      await expectNoHorizontalScroll(page, `${DESKTOP.width} px`)
      // The first Tab reaches the skip link, shown while focused; Enter moves focus to the main.
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      expectCleanConsole(consoleErrors, notFound)

      // Only a page with a slider has something that could autoplay: it is loaded again for a
      // visitor who asks for reduced motion (the other pages would repeat the load above).
      if ((await page.locator(CAROUSEL).count()) > 0) {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await openPage(page, route)
        await expect(page.locator(CAROUSEL)).not.toHaveCount(0)
        await expect(page.locator(`${CAROUSEL}[data-state="playing"]`)).toHaveCount(0)
        // Still frames: nothing is caught mid-way through a cross-fade.
        await expectNoAxeViolations(page)
        // The second load is as clean as the first.
        expect(cspViolations).toEqual([])
        expectCleanConsole(consoleErrors, notFound)
      }
    })
  }
})

test.describe('open states', () => {
  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('header fixed after scrolling', async ({ page }) => {
    await openPage(page, '/privacy')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.locator('header').first()).toHaveAttribute('data-fixed', 'true')
    await expectNoAxeViolations(page)
  })

  test('the check reports what axe finds, after a resize too', async ({ page }) => {
    await openPage(page, '/faq')
    await page.evaluate(() => {
      const image = document.createElement('img')
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
      document.querySelector('main')?.append(image)
    })
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/)
    await page.setViewportSize(PHONE)
    await page.evaluate(() => {
      const button = document.createElement('button')
      document.querySelector('main')?.append(button)
    })
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/)
  })

  test('HTML_CodeSniffer and IBM Equal Access report what they find, each of them', async ({
    page,
  }) => {
    await openPage(page, '/faq')
    expect(await snifferProblems(page)).toEqual([])
    // A picture without alt text and grey text on grey (errors and violations), and a quotation
    // outside any figure or post (a potential violation no hand-checked case clears), put into
    // the page under its policy.
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      const image = document.createElement('img')
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
      image.width = 40
      image.height = 40
      const text = document.createElement('p')
      text.textContent = 'Grey on grey'
      text.style.cssText = 'color:#777;background:#888'
      const quote = document.createElement('blockquote')
      quote.textContent = 'Quoted words, nobody knows whose'
      main.append(image, text, quote)
    })
    const problems = await snifferProblems(page)
    const says = (pattern: RegExp) => problems.filter((line) => pattern.test(line))
    expect(says(/^HTML_CodeSniffer error .*\.H37:/)).toHaveLength(1)
    expect(says(/^HTML_CodeSniffer error .*\.G18\.Fail:/)).toHaveLength(1)
    expect(says(/^IBM Equal Access violation img_alt_valid:/)).toHaveLength(1)
    expect(says(/^IBM Equal Access violation text_contrast_sufficient:/)).toHaveLength(1)
    expect(says(/^IBM Equal Access potentialviolation blockquote_cite_exists:/)).toHaveLength(1)
    expect(
      problems.every((line) => /<img|<p style|<blockquote/.test(line)),
      problems.join('\n'),
    ).toBe(true)
  })

  test('toasts, as they show, at 360 and 1440 px', async ({ page }) => {
    await openProduct(page, 1)
    const title = 'The Specialty Lines Field Guide'
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click()
    await page.getByRole('button', { name: 'Remove from wishlist', exact: true }).click()
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      // A pointer on the toasts holds them (and spreads them out) while axe reads them.
      const removed = shopToast(page, `${title} removed from wishlist`)
      await removed.hover()
      await expect(shopToast(page, `${title} added to cart`)).toBeVisible()
      await expect(removed).toBeVisible()
      await expectNoAxeViolations(page, { include: '[data-sonner-toaster]' })
    }
  })
})

test.describe('what axe cannot measure, the check measures', () => {
  const QUOTE = 'figure > blockquote > p'

  for (const id of [2, 6, 19]) {
    test(`/blog-details/${id}: the pull quote reads at 4.5:1 or more against its box`, async ({
      page,
    }) => {
      await openPage(page, `/blog-details/${id}`)
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        const [quote] = await measureContrast(page, [{ selector: QUOTE, expected: 4.5 }])
        expect(quote?.ratio, `${viewport.width} px`).toBeGreaterThanOrEqual(4.5)
      }
    })
  }

  // axe once left the header's links unmeasured at 1440 px (caught with the header's colours
  // mid-change), and the measurement found them nowhere in its band: they sit at the top of the
  // page and can scroll no lower. At the top of the page they are measured where they are.
  test("the header's links at the top of the page are measured where they are", async ({
    page,
  }) => {
    await openPage(page, '/blog-details/7')
    await page.setViewportSize(DESKTOP)
    await scrollToY(page, 0)
    const links = ['what-we-offer', 'pricing', 'customers', 'about-us'].map((path) => ({
      selector: `header a[href$="/${path}"]`,
      expected: 4.5,
    }))
    for (const link of await measureContrast(page, links)) {
      expect(link.ratio, `${link.selector}: ${link.problem ?? ''}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  test('dark text in a dark box fails, as the pull quote did', async ({ page }) => {
    await openPage(page, '/blog-details/2')
    await expect(expectNoAxeViolations(page)).resolves.toBeUndefined()
    // The prose colour that once reached into the quote's box.
    await page.addStyleTag({ content: '.prose-copy blockquote { color: #0b1b33 }' })
    const problems = await axeProblems(page)
    expect(problems).toEqual([expect.stringMatching(/^color-contrast .*blockquote > p has 1:1/)])
  })

  test('dark text on a band with a glow fails: measured where axe gives up', async ({ page }) => {
    await openPage(page, '/about-us')
    await page.addStyleTag({ content: 'main h1 { color: #16325c !important }' })
    const problems = await axeProblems(page)
    expect(problems).toEqual([
      expect.stringMatching(/^color-contrast \(measured on the painted page\): h1 has 1\.\d+:1/),
    ])
  })

  test('a symbol-only control is cleared by hand; a word that is not in the name is not', async ({
    page,
  }) => {
    await openPage(page, '/faq')
    const add = (html: string) =>
      page.evaluate((markup) => {
        document.querySelector('main')?.insertAdjacentHTML('beforeend', markup)
      }, html)
    await add('<button type="button" class="size-11" aria-label="Next question">›</button>')
    expect(await axeProblems(page)).toEqual([])
    await add('<a href="#top" class="inline-flex size-11" aria-label="Top of page">Back up</a>')
    expect(await axeProblems(page)).toEqual([expect.stringMatching(/label-content-name-mismatch/)])
  })
})
