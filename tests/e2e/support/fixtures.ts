import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /**
   * Hosts a test expects the page to contact after a user action (e.g. the video player's
   * youtube-nocookie iframe once the visitor clicks Play). Those requests are still blocked,
   * only not reported; every other test keeps the default: none.
   */
  allowExternal: RegExp[]
  /** Requests the page tried to make to any host but the one serving the site (all blocked). */
  externalRequests: string[]
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[]
}

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/

export const test = base.extend<Fixtures>({
  allowExternal: [[], { option: true }],
  externalRequests: [
    async ({ context, allowExternal }, use, testInfo) => {
      const seen: string[] = []
      await context.route(
        (url) => !LOCAL.test(url.toString()),
        (route) => {
          seen.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      await use(seen)
      // No page may reach another host (fonts, images, scripts are all local).
      if (testInfo.status === testInfo.expectedStatus) {
        const unexpected = seen.filter((url) => !allowExternal.some((host) => host.test(url)))
        expect(unexpected, 'requests to other hosts').toEqual([])
      }
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
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
