// @vitest-environment node
import { explainedSection } from '../../../scripts/lib/bench/lcp-explained.mjs'
import { simulatedLcpExplanation } from '../../../scripts/lib/bench/lighthouse-readings.mjs'

/** A simulated run's audits: the LCP element and phases, the metrics and the requests. */
const lhr = (requests: { url: string; type: string; bytes: number; start: number }[]) => ({
  audits: {
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
        items: requests.map(({ url, type, bytes, start }) => ({
          url,
          resourceType: type,
          transferSize: bytes,
          networkRequestTime: start,
          networkEndTime: start + 20,
          priority: 'High',
        })),
      },
    },
  },
})

describe('what the simulated largest paint waits for', () => {
  const page = lhr([
    { url: 'https://a.test/', type: 'Document', bytes: 16_000, start: 0 },
    { url: 'https://a.test/_next/app.js', type: 'Script', bytes: 140_000, start: 40 },
    { url: 'https://a.test/_next/late.js', type: 'Script', bytes: 9_000, start: 250 },
  ])

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
    expect(text).toContain('observed +120 ms: the browser paints before those requests end')
    expect(text).toContain('   40–60    ms  Script     High      136.7 KB  /_next/app.js')
    expect(explainedSection({ lcpMs: 800 }, [row])).toEqual([])
  })
})
