import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'

type Fixtures = {
  /**
   * Other-host URLs a test expects after a user action and handles itself with page.route (an
   * intercepted API or script), or simply lets fail (the video player's iframe):
   * `test.use({ allowExternal: [/^https:\/\/api\.emailjs\.com\//] })`. They are not reported,
   * and, like every other-host URL, never reach the network; every other test keeps the default:
   * none.
   */
  allowExternal: RegExp[]
  /** Requests the page tried to make to any host but the one serving the site (all blocked). */
  externalRequests: string[]
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[]
  /**
   * Content-Security-Policy violations the browser reported on any page of the test. Every test
   * fails on one (checked after the test body), so no test passes while the policy blocks
   * something.
   */
  cspViolations: string[]
  /**
   * A page in its own browser context with JavaScript off: what a crawler or a visitor without
   * scripts gets from the server.
   */
  pageWithoutJs: Page
}

/** How Chromium words a policy violation in the console. */
export const CSP_MESSAGE = /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/

export const test = base.extend<Fixtures>({
  allowExternal: [[], { option: true }],
  externalRequests: [
    async ({ context, allowExternal }, use, testInfo) => {
      const seen: string[] = []
      // No request reaches another host: the browser resolves no name but the test servers'
      // (HOST_RULES, playwright.config.ts), so such a request fails at once, and is recorded here.
      // Watching requests rather than routing them keeps Playwright out of every local request's
      // way. Allowed URLs are the test's own page.route handlers' business and are not counted.
      const allowed = (url: string) => allowExternal.some((pattern) => pattern.test(url))
      const onRequest = (request: Request) => {
        const url = request.url()
        if (!LOCAL.test(url) && !allowed(url)) seen.push(url)
      }
      context.on('request', onRequest)
      await use(seen)
      // The context can outlive the test (the page sweep's tab serves a worker's tests).
      context.off('request', onRequest)
      // No page may reach another host (fonts, images, scripts are all local).
      if (testInfo.status === testInfo.expectedStatus) {
        expect(seen, 'requests to other hosts').toEqual([])
      }
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = []
      const onConsole = (message: ConsoleMessage) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(message.text())
      }
      context.on('console', onConsole)
      await use(violations)
      context.off('console', onConsole)
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, 'Content-Security-Policy violations').toEqual([])
      }
    },
    { auto: true },
  ],
  pageWithoutJs: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await use(await context.newPage())
    await context.close()
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text())
    }
    const onError = (error: Error) => errors.push(error.message)
    page.on('console', onConsole)
    page.on('pageerror', onError)
    await use(errors)
    page.off('console', onConsole)
    page.off('pageerror', onError)
  },
})

export { expect }

/** Scrolls the window and waits for the page's scroll listeners to run. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y)
}

/** Waits until React has hydrated the page (client islands respond). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** Whether a slider's engine has loaded and started: embla styles the track it moves or, fading, each slide. */
function sliderEngineStarted(slider: Locator) {
  return slider.evaluate((node) =>
    [...node.querySelectorAll('[aria-roledescription="slide"]')].some(
      (slide) => slide.hasAttribute('style') || slide.parentElement!.hasAttribute('style'),
    ),
  )
}

/**
 * Installs the page's fake clock and stops it, before the page is opened: from here only the test
 * moves it (pages hydrate without it), so no pause of a busy machine fires a timer early.
 */
export async function stopPageClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
}

/**
 * On a stopped page clock (stopPageClock), lets an autoplaying slider's engine load (once the
 * browser is idle), then holds the slider under the pointer (its autoplay
 * stops) and lets go: its timer starts again at this very moment of the page's clock.
 */
export async function restartAutoplay(page: Page, slider: Locator) {
  // The clock moves on 100 ms at a time until the engine is there: the idle moment it waits for
  // is asked for once the page's effects have run, which can be after any one step.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100)
        return sliderEngineStarted(slider)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await slider.hover()
  await expect(slider).toHaveAttribute('data-state', 'paused')
  await page.mouse.move(0, 0)
  await expect(slider).toHaveAttribute('data-state', 'playing')
}

/**
 * A slider's autoplay delay, on a stopped page clock (stopPageClock before the page loaded): once
 * its timer has started again (restartAutoplay; `atStart` then reads where it is), `still` runs
 * 100 ms before the delay has passed and `moved` 300 ms after. A slider that moves too early fails
 * the first, one that never moves the second.
 */
export async function expectAutoplayDelay(
  page: Page,
  slider: Locator,
  delayMs: number,
  checks: { atStart?: () => Promise<void>; still: () => Promise<void>; moved: () => Promise<void> },
) {
  await restartAutoplay(page, slider)
  await checks.atStart?.()
  await page.clock.runFor(delayMs - 100)
  await checks.still()
  await page.clock.runFor(400)
  await checks.moved()
  await page.clock.resume()
}
