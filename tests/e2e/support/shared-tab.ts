import type { EventEmitter } from 'node:events'
import type { BrowserContext, CDPSession, Page, ViewportSize } from '@playwright/test'
import { test as base } from './fixtures'

/**
 * A spec whose tests only read pages imports `test` from here: its tests load their pages one
 * after another in one tab per worker, with the browser's cache off (every page fetches all it
 * needs, as a first visit does) and cookies, storage, viewport and emulated media reset before
 * each. A visitor's first visit, as in a tab of its own, at less than half the processor time:
 * a new tab starts a renderer process that compiles the site's code again.
 *
 * The listeners a test (or a helper of it) attached to the page or the context are taken off when
 * it ends, as a closed tab would drop them. What a test leaves behind that the reset cannot undo
 * makes the tab unfit, and the next test gets a new one: a failure, a second page, an init script,
 * a binding, a fake clock or a route. So a spec may use any of those. A test whose
 * context options differ from the tab's (`isMobile`, `javaScriptEnabled`, a `baseURL`: all but the
 * viewport, which the reset sets) gets a new tab made with its own.
 */
type Tab = {
  context: BrowserContext
  page: Page
  session: CDPSession
  /** Every origin the tab has shown a document of. */
  origins: Set<string>
  options: string
  unfit: boolean
}

/** The events of a page and a context a test may listen to. */
const EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'page',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const

const emitter = (target: Page | BrowserContext) => target as unknown as EventEmitter

/** Returns what takes off the listeners attached to `target` from now on. */
function listenersSince(target: Page | BrowserContext) {
  const taken = EVENTS.map((event) => new Set(emitter(target).rawListeners(event)))
  return () =>
    EVENTS.forEach((event, index) => {
      for (const listener of emitter(target).rawListeners(event)) {
        if (!taken[index]!.has(listener))
          emitter(target).removeListener(event, listener as (...args: unknown[]) => void)
      }
    })
}

/** Marks the tab unfit when the test calls one of `names` on `target`. */
function watchCalls(target: object, names: string[], tab: Tab) {
  const record = target as Record<string, unknown>
  const originals = names.map((name) => [name, record[name]] as const)
  for (const [name, original] of originals) {
    if (typeof original !== 'function') continue
    record[name] = (...args: unknown[]) => {
      tab.unfit = true
      return (original as (...a: unknown[]) => unknown).apply(target, args)
    }
  }
  return () => originals.forEach(([name, original]) => (record[name] = original))
}

const IRREVERSIBLE = ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR']
const CLOCK = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor']

const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 800 }

export const test = base.extend<object, { sharedTab: { current?: Tab } }>({
  sharedTab: [
    async ({}, use) => {
      const holder: { current?: Tab } = {}
      await use(holder)
      await holder.current?.context.close()
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from the names in its parameter (a rest element is
  // refused): the context options are named there, then gathered into what the tab is made with.
  context: async (
    {
      browser,
      sharedTab,
      viewport,
      baseURL,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const made = {
      ...contextOptions,
      baseURL,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
    }
    const options = JSON.stringify(made)
    const current = sharedTab.current
    if (!current || current.unfit || current.options !== options || current.page.isClosed()) {
      await current?.context.close().catch(() => undefined)
      const context = await browser.newContext({ ...made, viewport: viewport ?? DEFAULT_VIEWPORT })
      const page = await context.newPage()
      const session = await context.newCDPSession(page)
      await session.send('Network.setCacheDisabled', { cacheDisabled: true })
      const origins = new Set<string>()
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url())
        if (origin.startsWith('http')) origins.add(origin)
      })
      sharedTab.current = { context, page, session, origins, options, unfit: false }
    }
    // Reset here, not with the page: a test that opens tabs of its own in the context (two tabs
    // in step) must not find the cart or the wishlist a test before it left in storage.
    const tab = sharedTab.current!
    await tab.context.clearCookies()
    for (const origin of tab.origins) {
      await tab.session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
      })
    }
    // Session storage belongs to the tab, per origin. The site keeps nothing there, and the test
    // helper that does (seedStorage, through an init script) makes the tab unfit; the current
    // origin's is cleared all the same.
    await tab.page.evaluate(() => {
      if (location.protocol.startsWith('http')) sessionStorage.clear()
    })
    await use(tab.context)
    if (testInfo.status !== testInfo.expectedStatus || tab.context.pages().length !== 1)
      tab.unfit = true
  },
  page: async ({ context, sharedTab, viewport }, use) => {
    const tab = sharedTab.current!
    const { page } = tab
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null })
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT)
    const restore = [
      listenersSince(page),
      listenersSince(context),
      watchCalls(page, IRREVERSIBLE, tab),
      watchCalls(context, IRREVERSIBLE, tab),
      watchCalls(page.clock, CLOCK, tab),
    ]
    await use(page)
    restore.forEach((undo) => undo())
  },
})

// Everything else of the fixtures module (expect, the helpers) as it is; `test` is the one above.
export * from './fixtures'
