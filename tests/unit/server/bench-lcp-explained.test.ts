// @vitest-environment node
import { explainedSection } from '../../../scripts/lib/bench/lcp-explained.mjs'
import { simulatedLcpExplanation } from '../../../scripts/lib/bench/lighthouse-readings.mjs'

/** A simulated run's audits: the LCP element and phases, the metrics, requests and tasks. */
const lhr = (
  requests: { url: string; type: string; bytes: number; start: number; end?: number }[],
  tasks: { startTime: number; duration: number }[] = [],
) => ({
  audits: {
    'main-thread-tasks': { details: { items: tasks } },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { items: [{ node: { nodeLabel: 'Coverbridge', snippet: '<h1 class="text-4xl">' } }] },
          {
            items: [
              { phase: 'TTFB', timing: 12.4 },
              { phase: 'Load Delay', timing: 0 },
              { phase: 'Load Time', timing: 0 },
              { phase: 'Render Delay', timing: 180.6 },
            ],
          },
        ],
      },
    },
    metrics: { details: { items: [{ observedLargestContentfulPaint: 200 }] } },
    'network-requests': {
      details: {
        items: requests.map(({ url, type, bytes, start, end }) => ({
          url,
          resourceType: type,
          transferSize: bytes,
          networkRequestTime: start,
          networkEndTime: end ?? start + 20,
          priority: 'High',
        })),
      },
    },
  },
})

describe('what the simulated largest paint waits for', () => {
  const page = lhr(
    [
      { url: 'https://a.test/', type: 'Document', bytes: 16_000, start: 0 },
      { url: 'https://a.test/_next/app.js', type: 'Script', bytes: 140_000, start: 40 },
      { url: 'https://a.test/_next/late.js', type: 'Script', bytes: 9_000, start: 250 },
    ],
    [
      { startTime: 30, duration: 12.4 },
      { startTime: 150, duration: 90.2 },
      { startTime: 260, duration: 40 },
    ],
  )

  it('keeps the element, the phases and only the requests started before the paint', () => {
    const explained = simulatedLcpExplanation(page)
    expect(explained.element).toBe('Coverbridge <h1 class="text-4xl">')
    expect(explained.phases).toEqual({
      TTFB: 12,
      'Load Delay': 0,
      'Load Time': 0,
      'Render Delay': 181,
    })
    expect(explained.unthrottledLcpMs).toBe(200)
    expect(explained.requests.map((request) => request.url)).toEqual([
      'https://a.test/',
      'https://a.test/_next/app.js',
    ])
    expect(explained.tasks).toEqual([
      { start: 30, ms: 12 },
      { start: 150, ms: 90 },
    ])
  })

  it('says per page what the model replays more than for the bare page, and where it disagrees', () => {
    const bare = {
      lcpMs: 800,
      lcpExplained: simulatedLcpExplanation(
        lhr([{ url: 'https://b.test/', type: 'Document', bytes: 2_000, start: 0 }]),
      ),
    }
    const row = {
      route: '/',
      lcpMs: 1400,
      lcpExplained: simulatedLcpExplanation(page),
      delta: { lcp: 600, observed: { lcp: 120 } },
    }
    const text = explainedSection(bare, [row]).join('\n')
    expect(text).toContain('## What the simulated largest paint waits for')
    expect(text).toContain(
      '| / | Coverbridge <h1 class="text-4xl"> | 1400 ms | +600 ms | 12 / 0 / 0 / 181 |',
    )
    expect(text).toContain('2 requests, 152.3 KB before the paint (bare page: 1, 2.0 KB)')
    expect(text).toContain(
      'main thread 102 ms of tasks started before the paint (bare page: 0 ms), replayed at 4x CPU',
    )
    // The requests had ended by the paint: the model's extra time is the main thread's work.
    expect(text).toContain(
      "observed +120 ms: every one of those requests had ended by the paint; the main thread had started 102 ms more work than the bare page's by then (408 ms at 4x); the model's render delay is 181 ms (bare page: 181 ms); the throttled browser drew the frame before it",
    )
    expect(text).not.toContain('ended after the paint (')
    expect(text).toContain('   40–60    ms  Script     High      136.7 KB  /_next/app.js')
    expect(explainedSection({ lcpMs: 800 }, [row])).toEqual([])
  })

  it('names the requests that ended after the paint, which the browser did not wait for', () => {
    const bare = {
      lcpMs: 800,
      lcpExplained: simulatedLcpExplanation(
        lhr([{ url: 'https://b.test/', type: 'Document', bytes: 2_000, start: 0 }]),
      ),
    }
    const slow = lhr([
      { url: 'https://a.test/', type: 'Document', bytes: 16_000, start: 0 },
      { url: 'https://a.test/photo.avif', type: 'Image', bytes: 60_000, start: 50, end: 400 },
    ])
    const row = {
      route: '/photo',
      lcpMs: 1500,
      lcpExplained: simulatedLcpExplanation(slow),
      delta: { lcp: 700, observed: { lcp: 150 } },
    }
    const text = explainedSection(bare, [row]).join('\n')
    expect(text).toContain(
      'observed +150 ms: 1 of those requests ended after the paint (58.6 KB); the model waits for them; the model',
    )
    expect(text).not.toContain('more work than')
  })

  it('says when model and browser agree', () => {
    const bare = { lcpMs: 800, lcpExplained: simulatedLcpExplanation(lhr([])) }
    const row = {
      route: '/',
      lcpMs: 1000,
      lcpExplained: simulatedLcpExplanation(page),
      delta: { lcp: 200, observed: { lcp: 150 } },
    }
    expect(explainedSection(bare, [row]).join('\n')).toContain(
      'observed +150 ms: model and browser agree',
    )
  })
})
