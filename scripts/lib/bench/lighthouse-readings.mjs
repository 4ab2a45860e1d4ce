// What the bench reads off a Lighthouse result, and how a page's runs become its row of medians
// and its printed line. The runs themselves (browser, cart, cache, retries) are lighthouse.mjs's.
import { kb } from '../export/export-size.mjs'

/** The middle value of `values` (of an even count, the upper of the two in the middle). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Why a run cannot be counted: Lighthouse reports a runtime error, or could not read a paint
 * metric off the trace (NO_NAVSTART, NO_FCP). Undefined for a run that reads.
 */
export function unreadable(lhr) {
  const unread = ['first-contentful-paint', 'largest-contentful-paint'].find(
    (id) => typeof lhr.audits[id]?.numericValue !== 'number',
  )
  if (!lhr.runtimeError && !unread) return undefined
  return lhr.runtimeError?.code ?? lhr.audits[unread]?.errorMessage ?? `no ${unread}`
}

/**
 * A simulated run: the four category scores, the simulated timings, the requests, the bytes
 * of script and data fetched after the load event, and every byte the load transferred.
 */
export function simulatedReadings({ categories, audits }) {
  const requests = audits['network-requests'].details?.items ?? []
  const loadAt = audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity
  const lateTypes = new Set(['Script', 'Fetch', 'XHR'])
  const afterLoad = requests
    .filter((request) => lateTypes.has(request.resourceType))
    .filter((request) => (request.networkRequestTime ?? request.startTime ?? 0) > loadAt)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  const score = (id) => Math.round(categories[id].score * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    requests: requests.length,
    afterLoad,
    bytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  }
}

/** An observed run: the paint timings read off the throttled load. */
export function observedReadings({ audits }) {
  return {
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    si: audits['speed-index'].numericValue,
  }
}

/** The row's fields from a page's simulated runs: the median of each reading. */
export function simulatedMedians(runs) {
  const pick = (key) => median(runs.map((entry) => entry[key]))
  return {
    requests: pick('requests'),
    afterLoadBytes: pick('afterLoad'),
    totalBytes: pick('bytes'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcp')),
    cls: Number(pick('cls').toFixed(3)),
    tbtMs: Math.round(pick('tbt')),
  }
}

/**
 * The row's `observed` field from a page's first and repeat visits, in whole milliseconds; given
 * `beside` (first visits of the bare page, one taken before each of the page's), its medians
 * too, as `bare`: the page's differences are then taken against the machine of the same minutes.
 * `lcpLoads` keeps each first visit's largest paint, in the order taken (the bare page's under
 * `bare`): how far the loads of one page spread says how much a median of them can move between
 * runs.
 */
export function observedMedians(first, repeat, beside = []) {
  const pick = (runs, key) => Math.round(median(runs.map((entry) => entry[key])))
  const loads = (runs) => runs.map((entry) => Math.round(entry.lcp))
  return {
    fcpMs: pick(first, 'fcp'),
    lcpMs: pick(first, 'lcp'),
    siMs: pick(first, 'si'),
    repeatFcpMs: pick(repeat, 'fcp'),
    repeatLcpMs: pick(repeat, 'lcp'),
    lcpLoads: loads(first),
    ...(beside.length
      ? {
          bare: {
            fcpMs: pick(beside, 'fcp'),
            lcpMs: pick(beside, 'lcp'),
            siMs: pick(beside, 'si'),
            lcpLoads: loads(beside),
          },
        }
      : {}),
  }
}

/**
 * The lowest and highest of some loads' timings, as "860–1037 ms"; nothing for fewer than two
 * loads (a one-run bench, or results written before the loads were kept).
 */
export function spread(loads) {
  return loads?.length > 1 ? `${Math.min(...loads)}–${Math.max(...loads)} ms` : ''
}

/** The line printed for a page's row, with the views it was measured in. */
export function rowLine(label, row) {
  let line = `${label.padEnd(22)} JS ${kb(row.firstLoadJs).padStart(9)}`
  if (row.performance !== undefined) {
    line +=
      `  after load ${kb(row.afterLoadBytes).padStart(8)}  req ${String(row.requests).padStart(3)}  ` +
      `perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs}ms CLS ${row.cls} TBT ${row.tbtMs}ms`
  }
  const o = row.observed
  if (o) {
    line += `  observed FCP ${o.fcpMs}ms LCP ${o.lcpMs}ms SI ${o.siMs}ms, repeat FCP ${o.repeatFcpMs}ms LCP ${o.repeatLcpMs}ms`
    if (o.bare) line += `, bare page beside FCP ${o.bare.fcpMs}ms LCP ${o.bare.lcpMs}ms`
    if (spread(o.lcpLoads)) {
      line += `; first visits' LCP ${spread(o.lcpLoads)}`
      if (spread(o.bare?.lcpLoads)) line += ` (bare page ${spread(o.bare.lcpLoads)})`
    }
  }
  return line
}

/**
 * What Lighthouse's model waits for before a page's simulated largest paint: the element, the
 * phases it splits that time into (TTFB, load delay, load time, render delay), and the requests
 * of the unthrottled load that started before the page's own largest paint there. The model
 * replays those requests (and the main thread's work between them) at slow 4G speed, so every
 * byte among them counts, even a script that plays no part in the paint.
 */
export function simulatedLcpExplanation({ audits }) {
  const [elementTable, phaseTable] = audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = elementTable?.items?.[0]?.node
  const phases = Object.fromEntries(
    (phaseTable?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  )
  const metrics = audits.metrics.details?.items?.[0] ?? {}
  const paintAt = metrics.observedLargestContentfulPaint ?? 0
  const navigationAt = metrics.observedNavigationStart ?? 0
  const requests = (audits['network-requests'].details?.items ?? [])
    .map((request) => ({
      url: request.url,
      type: request.resourceType ?? 'Other',
      priority: request.priority,
      bytes: request.transferSize ?? 0,
      start: Math.round(request.networkRequestTime ?? request.startTime ?? 0),
      end: Math.round(request.networkEndTime ?? request.endTime ?? 0),
    }))
    .filter((request) => request.start <= paintAt - navigationAt)
  // The main thread's top-level tasks of more than 5 ms that had started by the paint: the model
  // replays them too, at the CPU slowdown (4x).
  const tasks = (audits['main-thread-tasks']?.details?.items ?? [])
    .filter((task) => task.startTime < paintAt - navigationAt)
    .map((task) => ({ start: Math.round(task.startTime), ms: Math.round(task.duration) }))
  return {
    element: node ? `${node.nodeLabel ?? ''} <${(node.snippet ?? '').slice(1, 40)}` : 'unknown',
    phases,
    unthrottledLcpMs: Math.round(paintAt - navigationAt),
    requests,
    tasks,
  }
}
