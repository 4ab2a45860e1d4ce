// The export built with a chat portal id (npm run build:e2e:chat, in out-chat/), served by
// Playwright beside the default one, and a stand-in for the chat provider: its two loader URLs
// answered in the browser by page.route with the stand-in's script, so nothing ever leaves the
// machine.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { cookieChoicesVersion } from '../../../content/site'
import { providerStubScript } from '../../../scripts/lib/bench/chat-stub.mjs'
import { chatHosts } from '../../../scripts/lib/export/csp.mjs'
import { test } from './fixtures'
import { serveStandIns, STAND_IN } from './stand-ins'

export const CHAT_OUT = join(process.cwd(), 'out-chat')
export const CHAT_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 6}`
export const PORTAL_ID = '4401234'
export const PRIMARY = `https://js.hs-scripts.com/${PORTAL_ID}.js`
export const FALLBACK = `https://js-na1.hs-scripts.com/${PORTAL_ID}.js`
export const LOADERS = /^https:\/\/js(-na1)?\.hs-scripts\.com\//

/** Every host of the provider: its loaders and everything its widget reaches. */
export const ALL_CHAT_HOSTS = (() => {
  const hosts = chatHosts()
  const origins = [...hosts.scripts, ...hosts.frames, ...hosts.images, ...hosts.connect]
  return new RegExp(
    `^(${origins.map((origin) => origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/`,
  )
})()

/** The spec's tests run against the chat build (skipped, outside CI, when it is not built). */
export function useChatBuild() {
  test.skip(
    !existsSync(join(CHAT_OUT, 'index.html')) && !process.env.CI,
    'no chat build in out-chat/: npm run build:e2e:chat',
  )
  test.use({ baseURL: CHAT_ORIGIN })
  // The build's analytics and newsletter providers are the stand-ins, answered in every context.
  test.beforeEach(({ context }) => serveStandIns(context))
}

/** The provider's loader in miniature (scripts/lib/bench/chat-stub.mjs, which the bench serves too). */
export const providerStub = providerStubScript

type Outcome = 'load' | 'fail'

/**
 * Answers the provider's two loader URLs in the browser: each loads the stand-in or fails, as
 * asked. Every request is recorded in `requested`, in order.
 */
export async function stubProvider(
  page: Page,
  requested: string[],
  { primary = 'load', fallback = 'load' }: { primary?: Outcome; fallback?: Outcome } = {},
) {
  await page.route(LOADERS, (route) => {
    const url = route.request().url()
    requested.push(url)
    const outcome = url === PRIMARY ? primary : fallback
    if (outcome === 'fail') return route.abort('blockedbyclient')
    return route.fulfill({
      contentType: 'text/javascript',
      body: providerStub(url === PRIMARY ? 'primary' : 'fallback'),
    })
  })
}

/**
 * Every request of the page's context to an origin other than the site's and the analytics and
 * newsletter stand-ins' (whose requests tests/e2e/analytics.spec.ts counts), in order.
 */
export function watchOtherOrigins(context: BrowserContext, siteOrigin = CHAT_ORIGIN): string[] {
  const seen: string[] = []
  context.on('request', (request) => {
    const url = request.url()
    if (/^(data|blob|about):/.test(url)) return
    const { origin } = new URL(url)
    if (origin !== siteOrigin && origin !== STAND_IN) seen.push(url)
  })
  return seen
}

/** The cookie choices as the site keeps them, for the current policy unless told otherwise. */
export function storedChoices(
  analytics: boolean,
  functionality: boolean,
  version: string = cookieChoicesVersion,
) {
  return JSON.stringify({ version, analytics, functionality })
}

/** Writes the site's storage (on a page of the site that runs no code) before the test's pages load. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.goto('/robots.txt')
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}
