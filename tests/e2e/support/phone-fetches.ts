import { expect, type Page, type Request } from '@playwright/test'
import { settled } from './settled'
import { INTERACTIVE } from '../../../scripts/lib/bench/targets.mjs'

export const KB = 1024

const NOT_FOUND = '/not-found'

/** What a page may load above the bare page, by kind. */
export function budgetFor(route: string): { kind: string; aboveBare: number } {
  if (route === NOT_FOUND) return { kind: 'not-found page', aboveBare: 6 * KB }
  if (INTERACTIVE.test(route)) return { kind: 'interactive page', aboveBare: 35 * KB }
  return { kind: 'content page', aboveBare: 12 * KB }
}

/**
 * What a build with a chat portal id may add to a page's first-load JavaScript, over the same page
 * built without one: the chat launcher, and the cookie choices' part that every page runs (the
 * dialog's own code loads only when it shows: CONSENT_DIALOG_BUDGET).
 */
export const CHAT_LAUNCHER_BUDGET = 1 * KB
export const COOKIE_CHOICES_BUDGET = KB / 2
/**
 * What a build with analytics adds to every page (the island that counts, with its provider's
 * calls; the provider's script comes only after consent), and what the subscribing newsletter
 * form adds, over the one that sends nothing, to the pages with the box (the address check loads
 * with the first press).
 */
export const ANALYTICS_BUDGET = 1 * KB
export const NEWSLETTER_FORM_BUDGET = 1.5 * KB
/** The cookie choices dialog's code, fetched when it shows (gzipped). */
export const CONSENT_DIALOG_BUDGET = 2 * KB

/**
 * Picture bytes a page may fetch on a 412 px phone until its network is idle. The site's SVGs
 * come to 6 KB at most on any page; the allowance is what a page may grow by when an author's
 * photo takes an SVG's place (its variants, not the original: a phone photo is megabytes).
 */
export const PICTURE_BUDGET = 160 * KB

/** JavaScript (and route data) a page may fetch after its load event, until the network is idle. */
export const AFTER_LOAD_BUDGET = 10 * KB
/**
 * Requests a content page may make before its load event for its own document, code, styles,
 * fonts and data. Content images are not in this count: they are small local files the browser
 * fetches by its own lazy-loading rules (everything within about 1,250 px of the viewport), so a
 * team grid of eight portraits is eight requests whatever the code does.
 */
export const CONTENT_REQUEST_BUDGET = 15

/**
 * A phone-sized viewport, as the benchmark's Lighthouse runs use: which images and code a page
 * loads at first depends on what is near the screen.
 */
export const PHONE_FETCH_VIEWPORT = { width: 412, height: 823 }

/**
 * Records what the page requests from here on, telling the requests made before its load event
 * from those after. Call it before `page.goto`; once the load is over, `expectWithinBudget` waits
 * until the network is idle and checks that little was fetched after the load (script, fetch and
 * XHR bytes), that its pictures stay within their budget and, on a content page, that few requests
 * came before it.
 */
export function watchPhoneFetches(page: Page, route: string) {
  const requests: { url: string; type: string; afterLoad: boolean }[] = []
  let loaded = false
  // From the page's own document on: a tab moving on from another page (the page sweep's) can
  // still hear that page's last requests.
  let navigated = false
  const onRequest = (request: Request) => {
    navigated ||= request.isNavigationRequest() && request.frame() === page.mainFrame()
    if (!navigated) return
    requests.push({ url: request.url(), type: request.resourceType(), afterLoad: loaded })
  }
  page.on('request', onRequest)
  const afterLoadBytes: { url: string; bytes: Promise<number> }[] = []
  const pictureBytes: Promise<number>[] = []
  const onFinished = (request: Request) => {
    if (!navigated) return
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) {
      pictureBytes.push(settled(request.sizes()).then((sizes) => sizes.responseBodySize))
    }
    const entry = requests.find((item) => item.url === request.url() && item.afterLoad)
    if (entry && ['script', 'fetch', 'xhr'].includes(entry.type)) {
      afterLoadBytes.push({
        url: request.url(),
        bytes: settled(request.sizes()).then((sizes) => sizes.responseBodySize),
      })
    }
  }
  page.on('requestfinished', onFinished)
  page.once('load', () => {
    loaded = true
  })

  return {
    async expectWithinBudget() {
      await page.waitForLoadState('networkidle')
      // What the test loads from here on (a resize, a second load) is not this budget's: asking
      // the browser for its sizes could outlive the page, and a question left open when the page
      // closes fails the whole worker, outside any test.
      page.off('requestfinished', onFinished)
      page.off('request', onRequest)
      // The boot script starts the page's client code and router data at its first paint, or on
      // a page whose first screen is a photo once the photo is in (scripts/lib/export/
      // hydrate-after-paint.mjs). Either can come after the load event, as on a busy machine, where
      // the load event can come before the first paint: what it names is the page's first load
      // (budgets.spec.ts holds it), not something fetched later.
      const firstLoad = new Set(
        await page.evaluate(() => {
          const boot = document.querySelector('script[data-hydrate="after-paint"]')?.textContent
          return [...(boot ?? '').matchAll(/"([^"]+\.(?:js|txt))"/g)].map(
            (match) => new URL(match[1]!, location.href).href,
          )
        }),
      )
      const fetchedAfterLoad = (
        await Promise.all(
          afterLoadBytes.filter(({ url }) => !firstLoad.has(url)).map(({ bytes }) => bytes),
        )
      ).reduce((a, b) => a + b, 0)
      const pictures = (await Promise.all(pictureBytes)).reduce((a, b) => a + b, 0)
      expect(pictures, `picture bytes at ${PHONE_FETCH_VIEWPORT.width} px`).toBeLessThanOrEqual(
        PICTURE_BUDGET,
      )
      const late = requests
        .filter((request) => request.afterLoad && !firstLoad.has(request.url))
        .map((request) => request.url)
      expect(fetchedAfterLoad, `fetched after load: ${late.join(', ')}`).toBeLessThanOrEqual(
        AFTER_LOAD_BUDGET,
      )
      if (budgetFor(route).kind === 'content page') {
        const atLoad = requests.filter((request) => !request.afterLoad && request.type !== 'image')
        expect(
          atLoad.length,
          `requests at load: ${atLoad.map((request) => request.url).join(', ')}`,
        ).toBeLessThanOrEqual(CONTENT_REQUEST_BUDGET)
      }
    },
  }
}
