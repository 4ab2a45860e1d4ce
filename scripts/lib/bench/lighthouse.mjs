// Lighthouse runs: the headless Chromium they share, a cart filled before the pages that need
// one, and the median of several runs per page, in two views of the same slow phone:
// - simulated: Lighthouse loads the page at full speed and computes the timings a slow 4G phone
//   with a 4x slower CPU would see from its model of the requests (what the scores use);
// - observed: Chromium itself is slowed (DevTools throttling: 562.5 ms round trips, 1.4 Mbit/s
//   down, 4x CPU) and the timings are read off the load, on a first visit and again on a repeat
//   visit with the page's files in the HTTP cache.
// What is read off each run, and the row and line made of them: lighthouse-readings.mjs.
import { chromium } from '@playwright/test'
import { chromiumArgs, systemChromium } from '../tools/chromium.mjs'
import { firstLoadJs, htmlBytes } from '../export/export-size.mjs'
import {
  observedMedians,
  observedReadings,
  rowLine,
  simulatedMedians,
  simulatedLcpExplanation,
  simulatedReadings,
  unreadable,
} from './lighthouse-readings.mjs'
import { WITH_CART } from './targets.mjs'

/**
 * Launches the system Chromium (when there is one) headless for Lighthouse. `tls`: the bench's
 * servers use a certificate made for the run, whose key alone the browser is told to trust.
 */
export function launchChrome(chromeLauncher, { tls = null } = {}) {
  return chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiHash}`] : []),
    ],
  })
}

/** Runs `work` with a Playwright page in the browser Lighthouse uses (not closing that browser). */
async function withPage(chrome, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const page = await browser.contexts()[0].newPage()
  try {
    await work(page)
  } finally {
    await page.close()
    // Playwright's CDP connection is dropped without closing the browser Lighthouse uses.
    await browser.close().catch(() => undefined)
  }
}

/**
 * Puts the products `ids` in the cart, through the page's own storage, before a measured load.
 * Lighthouse keeps the HTTP cache too when it keeps storage, so the cache is emptied here: the
 * load that follows is a first visit with a filled cart.
 */
function fillCart(chrome, origin, ids) {
  return withPage(chrome, async (page) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate(
      (items) => {
        localStorage.setItem('cart_products', JSON.stringify({ state: { items }, version: 1 }))
      },
      ids.map((id) => ({ id, orderQuantity: 1 })),
    )
  })
}

/** Loads `url` once, unthrottled, so that a repeat visit finds its files in the HTTP cache. */
function warmCache(chrome, url) {
  return withPage(chrome, async (page) => {
    await page.goto(url, { waitUntil: 'networkidle' })
  })
}

const SIMULATED = {
  // Served from localhost: no real network to throttle, so Lighthouse simulates a slow 4G phone.
  throttlingMethod: 'simulate',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
}
const OBSERVED = {
  // Lighthouse's default mobile throttling (slow 4G, 4x CPU), applied to the browser itself.
  throttlingMethod: 'devtools',
  onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'],
}

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not read (it reports a runtime
 * error, or leaves a paint metric without a value: NO_NAVSTART, NO_FCP) is run again, twice at
 * most, rather than counted.
 */
async function lighthouseRun(lighthouse, chrome, url, settings, keepStorage, prepare) {
  for (let attempt = 1; ; attempt += 1) {
    await prepare?.()
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: keepStorage },
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', ...settings } },
    )
    const { lhr } = result
    const why = unreadable(lhr)
    if (!why) return lhr
    if (attempt === 3) throw new Error(`bench: ${url} could not be measured: ${why}`)
    console.warn(`bench: ${url}: ${why}; measuring again`)
  }
}

/**
 * One observed load of `url` under `settings` (a Lighthouse settings object with applied
 * throttling and its own phone): its FCP, LCP and Speed Index. A first visit: storage and cache
 * are reset.
 */
export async function observeOnce({ lighthouse, chrome }, url, settings) {
  return observedReadings(await lighthouseRun(lighthouse, chrome, url, settings, false))
}

/**
 * Measures `route` on `origin` `runs` times in each view asked for (`views.simulated`,
 * `views.observed`) and returns the row of medians, printed as well. Sizes are read from
 * `outDir`; pages of WITH_CART get the products `cartIds` in the cart before every load.
 * `bareUrl`: the bare page, loaded (a first visit, observed) before each of the page's observed
 * first visits, so that the two are compared on the machine of the same minutes: over a run of
 * an hour and more, the machine's speed drifts by more than the differences measured.
 */
export async function measureRoute({ lighthouse, chrome, runs: count, cartIds, views }, page) {
  const { label, origin, route, outDir, bareUrl = null } = page
  const url = `${origin}${route}`
  const withCart = WITH_CART.has(route)
  const prepare = () => (withCart ? fillCart(chrome, origin, cartIds) : undefined)
  const row = {
    route: label,
    firstLoadJs: firstLoadJs(outDir, route),
    html: htmlBytes(outDir, route),
    withCart: withCart || undefined,
  }

  if (views.simulated) {
    const runs = []
    for (let index = 0; index < count; index += 1) {
      const lhr = await lighthouseRun(lighthouse, chrome, url, SIMULATED, withCart, prepare)
      runs.push({ ...simulatedReadings(lhr), explained: simulatedLcpExplanation(lhr) })
    }
    Object.assign(row, simulatedMedians(runs))
    // What the model waited for, in the run whose simulated paint is the median.
    row.lcpExplained = runs.find((run) => Math.round(run.lcp) === row.lcpMs)?.explained
  }

  if (views.observed) {
    const first = []
    const repeat = []
    const beside = []
    // The repeat visit: the storage and HTTP cache of a first visit kept.
    const revisit = async () => {
      await prepare()
      await warmCache(chrome, url)
    }
    const observe = async (keepStorage, before) =>
      observedReadings(
        await lighthouseRun(lighthouse, chrome, url, OBSERVED, keepStorage, before),
      )
    for (let index = 0; index < count; index += 1) {
      if (bareUrl) beside.push(await observeOnce({ lighthouse, chrome }, bareUrl, OBSERVED))
      first.push(await observe(withCart, prepare))
      repeat.push(await observe(true, revisit))
    }
    row.observed = observedMedians(first, repeat, beside)
  }
  console.log(rowLine(label, row))
  return row
}
