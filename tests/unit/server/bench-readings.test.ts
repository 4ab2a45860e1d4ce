// @vitest-environment node
import {
  observedMedians,
  observedReadings,
  rowLine,
  spread,
  unreadable,
} from '../../../scripts/lib/bench/lighthouse-readings.mjs'

const lhr = (fcp?: number, lcp?: number, si = 0) => ({
  audits: {
    'first-contentful-paint': { numericValue: fcp, errorMessage: 'NO_FCP' },
    'largest-contentful-paint': { numericValue: lcp },
    'speed-index': { numericValue: si },
  },
})

describe("what the bench reads off Lighthouse's runs", () => {
  it('counts a run only when both paint metrics have a value, saying why not', () => {
    expect(unreadable(lhr(900, 1200))).toBeUndefined()
    expect(unreadable(lhr(undefined, 1200))).toBe('NO_FCP')
    expect(unreadable(lhr(900, undefined))).toBe('no largest-contentful-paint')
    expect(unreadable({ ...lhr(900, 1200), runtimeError: { code: 'NO_NAVSTART' } })).toBe(
      'NO_NAVSTART',
    )
  })

  it("takes each timing's median over the runs, in whole milliseconds", () => {
    const first = [lhr(900.4, 2000, 1500), lhr(1100, 1800, 1400), lhr(1000, 2200, 1600)]
    const repeat = [lhr(300, 500), lhr(280.6, 450), lhr(320, 520)]
    const row = observedMedians(first.map(observedReadings), repeat.map(observedReadings))
    expect(row).toEqual({
      fcpMs: 1000,
      lcpMs: 2000,
      siMs: 1500,
      repeatFcpMs: 300,
      repeatLcpMs: 500,
      lcpLoads: [2000, 1800, 2200],
    })
    expect(rowLine('/blog', { firstLoadJs: 2048, observed: row })).toBe(
      "/blog                  JS    2.0 KB  observed FCP 1000ms LCP 2000ms SI 1500ms, repeat FCP 300ms LCP 500ms; first visits' LCP 1800–2200 ms",
    )
  })

  it('keeps the medians of the bare page loaded beside the page, and prints them', () => {
    const first = [lhr(900, 2000, 1500), lhr(1100, 1800, 1400), lhr(1000, 2200, 1600)]
    const beside = [lhr(700, 700, 800), lhr(760.4, 760.4, 900), lhr(650, 650, 700)]
    const row = observedMedians(
      first.map(observedReadings),
      first.map(observedReadings),
      beside.map(observedReadings),
    )
    expect(row.bare).toEqual({ fcpMs: 700, lcpMs: 700, siMs: 800, lcpLoads: [700, 760, 650] })
    expect(rowLine('/faq', { firstLoadJs: 2048, observed: row })).toMatch(
      /, bare page beside FCP 700ms LCP 700ms; first visits' LCP 1800–2200 ms \(bare page 650–760 ms\)$/,
    )
    // None taken: no bare field, so the row is compared with the bare page's own.
    expect(
      observedMedians(first.map(observedReadings), first.map(observedReadings)),
    ).not.toHaveProperty('bare')
  })

  it('gives the spread of some loads, and nothing for a single load or results written before there were any', () => {
    expect(spread([1037, 897, 1160, 905])).toBe('897–1160 ms')
    expect(spread([897])).toBe('')
    expect(spread([])).toBe('')
    expect(spread(undefined)).toBe('')
  })
})
