// Lighthouse runs: the headless Chromium they share, a cart filled before the pages that need
// one, and the median of several runs per page.
import { chromium } from '@playwright/test'
import { chromiumArgs, systemChromium } from '../chromium.mjs'
import { firstLoadJs, htmlBytes, kb } from '../export-size.mjs'
import { WITH_CART } from './targets.mjs'

/** Launches the system Chromium (when there is one) headless for Lighthouse. */
export function launchChrome(chromeLauncher) {
  return chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Puts the products `ids` in the cart, through the page's own storage, before a measured load. */
async function fillCart(chrome, origin, ids) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0]
  const page = await context.newPage()
  await page.goto(`${origin}/robots.txt`)
  await page.evaluate(
    (items) => {
      localStorage.setItem('cart_products', JSON.stringify({ state: { items }, version: 1 }))
    },
    ids.map((id) => ({ id, orderQuantity: 1 })),
  )
  await page.close()
  // Playwright's CDP connection is dropped without closing the browser Lighthouse uses.
  await browser.close().catch(() => undefined)
}

async function measure(lighthouse, chrome, url, { keepStorage }) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Served from localhost: no real network to throttle, so Lighthouse simulates a slow 4G phone.
        throttlingMethod: 'simulate',
      },
    },
  )
  const { categories, audits } = result.lhr
  const requests = audits['network-requests'].details?.items ?? []
  const loadAt = audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity
  const lateTypes = new Set(['Script', 'Fetch', 'XHR'])
  const afterLoad = requests
    .filter((request) => lateTypes.has(request.resourceType))
    .filter((request) => (request.networkRequestTime ?? request.startTime ?? 0) > loadAt)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    requests: requests.length,
    afterLoad,
  }
}

/**
 * Measures `route` on `origin` `runs` times and returns the row of medians, printed as well.
 * Sizes are read from `outDir`; pages of WITH_CART get the products `cartIds` in the cart first.
 */
export async function measureRoute({ lighthouse, chrome, runs: count, cartIds }, page) {
  const { label, origin, route, outDir } = page
  const runs = []
  for (let index = 0; index < count; index += 1) {
    const keepStorage = WITH_CART.has(route)
    if (keepStorage) await fillCart(chrome, origin, cartIds)
    runs.push(await measure(lighthouse, chrome, `${origin}${route}`, { keepStorage }))
  }
  const pick = (key) => median(runs.map((entry) => entry[key]))
  const row = {
    route: label,
    firstLoadJs: firstLoadJs(outDir, route),
    html: htmlBytes(outDir, route),
    requests: pick('requests'),
    afterLoadBytes: pick('afterLoad'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcp')),
    cls: Number(pick('cls').toFixed(3)),
    tbtMs: Math.round(pick('tbt')),
    withCart: WITH_CART.has(route) || undefined,
  }
  console.log(
    `${label.padEnd(22)} JS ${kb(row.firstLoadJs).padStart(9)}  after load ${kb(row.afterLoadBytes).padStart(8)}  req ${String(row.requests).padStart(3)}  ` +
      `perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs}ms CLS ${row.cls} TBT ${row.tbtMs}ms`,
  )
  return row
}
