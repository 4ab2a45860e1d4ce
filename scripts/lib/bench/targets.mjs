// What the bench measures and what it holds each page to: the routes, the pages measured with a
// filled cart, and the timing targets against the bare page of the same run.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const BARE = 'bare Next.js page'

/** Pages with forms or the shop's stores (a category's pages too); every other page is a content page. */
export const INTERACTIVE =
  /^\/(contact|shop(\/page\/\d+|\/category\/[^/]+(\/page\/\d+)?)?|shop-details\/[^/]+|cart|wishlist|checkout)$/
/**
 * Timing targets against the bare page of the same run: `perf`, `tbt` and `lcp` on Lighthouse's
 * simulated timings, `observed` (first and largest contentful paint, in ms) under applied
 * throttling.
 */
export const TARGETS = {
  content: { perf: -2, tbt: 100, lcp: 500, observed: 300 },
  interactive: { perf: -5, tbt: 200, lcp: 800, observed: 500 },
}
/** Pages measured with items in the cart: their full layout is what a buyer sees. */
export const WITH_CART = new Set(['/cart', '/checkout'])

/**
 * The ids that have an exported page under {outDir}/{folder}/ ({id}.html), each once, lowest
 * first ([1] without any). The folder also holds a directory per id (the page's router data),
 * which is not a page.
 */
export function exportedIds(outDir, folder) {
  const dir = join(outDir, folder)
  if (!existsSync(dir)) return [1]
  return readdirSync(dir)
    .map((name) => /^(\d+)\.html$/.exec(name)?.[1])
    .filter((id) => id !== undefined)
    .map(Number)
    .sort((x, y) => x - y)
}

/** Every page type, the detail pages with the lowest exported id (so read after the build). */
export function defaultRoutes(outDir) {
  return [
    '/',
    '/what-we-offer',
    '/pricing',
    '/customers',
    '/about-us',
    '/contact',
    '/faq',
    '/testimonial',
    '/project-v1',
    '/blog',
    `/blog-details/${exportedIds(outDir, 'blog-details')[0]}`,
    '/shop',
    `/shop-details/${exportedIds(outDir, 'shop-details')[0]}`,
    '/cart',
    '/checkout',
    '/not-found',
  ]
}

/**
 * The row's difference from the bare page and the targets it misses, in the views both were
 * measured in (a view the run left out has no delta and misses nothing). Observed first visits
 * are compared with the bare page's loads taken beside the page's (`row.observed.bare`) when the
 * run took them, else with the bare page's own row; repeat visits with the bare page's row.
 */
export function compare(row, bare) {
  const kind = INTERACTIVE.test(row.route) ? 'interactive' : 'content'
  const target = TARGETS[kind]
  const delta = { js: row.firstLoadJs - bare.firstLoadJs }
  const missed = []
  if (row.performance !== undefined && bare.performance !== undefined) {
    delta.perf = row.performance - bare.performance
    delta.tbt = row.tbtMs - bare.tbtMs
    delta.lcp = row.lcpMs - bare.lcpMs
    if (delta.perf < target.perf) missed.push(`perf ${delta.perf} < ${target.perf}`)
    if (delta.tbt > target.tbt) missed.push(`TBT +${delta.tbt} > +${target.tbt} ms`)
    if (delta.lcp > target.lcp) missed.push(`LCP +${delta.lcp} > +${target.lcp} ms`)
    if (row.cls >= 0.005) missed.push(`CLS ${row.cls.toFixed(2)}`)
    if (row.accessibility < 100) missed.push(`a11y ${row.accessibility}`)
    if (row.bestPractices < 100) missed.push(`best pr. ${row.bestPractices}`)
  }
  if (row.observed && bare.observed) {
    const { observed: page } = row
    const beside = page.bare ?? bare.observed
    delta.observed = {
      fcp: page.fcpMs - beside.fcpMs,
      lcp: page.lcpMs - beside.lcpMs,
      si: page.siMs - beside.siMs,
      repeatFcp: page.repeatFcpMs - bare.observed.repeatFcpMs,
      repeatLcp: page.repeatLcpMs - bare.observed.repeatLcpMs,
    }
    const limit = target.observed
    if (delta.observed.fcp > limit) missed.push(`observed FCP +${delta.observed.fcp} > +${limit} ms`)
    if (delta.observed.lcp > limit) missed.push(`observed LCP +${delta.observed.lcp} > +${limit} ms`)
  }
  return { kind, delta, missed }
}
