import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeResults } from '../../../scripts/lib/bench/report.mjs'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The observed view's results for a bare page and one page, written and read back. */
function observedResults(page: { lcpLoads?: number[]; bare?: { lcpLoads?: number[] } }) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-report-'))
  folders.push(folder)
  const stem = join(folder, 'results', 'partial')
  const medians = (lcp: number) => ({
    fcpMs: lcp,
    lcpMs: lcp,
    siMs: lcp,
    repeatFcpMs: lcp,
    repeatLcpMs: lcp,
  })
  writeResults({
    stem,
    bare: { firstLoadJs: 100_000, observed: { ...medians(700), lcpLoads: [690, 700, 712] } },
    rows: [
      {
        route: '/blog-details/1',
        firstLoadJs: 110_000,
        observed: {
          ...medians(1000),
          lcpLoads: page.lcpLoads,
          ...(page.bare ? { bare: { ...medians(702), lcpLoads: page.bare.lcpLoads } } : {}),
        },
      },
    ],
    runs: 5,
    lighthouseVersion: '0',
    nextVersion: '0',
    protocol: 'HTTP/1.1',
    views: { observed: true },
  })
  // The stem's folder is made for it (a run kept apart goes where it is told).
  return readFileSync(`${stem}.md`, 'utf8')
}

describe("the bench's observed table", () => {
  it("shows how far the page's first visits and the bare page's loads beside them spread", () => {
    const md = observedResults({
      lcpLoads: [1037, 897, 1160, 905, 1012],
      bare: { lcpLoads: [702, 676, 698, 655, 710] },
    })
    const row = md.split('\n').find((line) => line.startsWith('| /blog-details/1 | 1000 ms'))
    expect(row).toBe(
      '| /blog-details/1 | 1000 ms | +298 ms | 1000 ms | +298 ms | 1000 ms | +298 ms | 1000 ms | +300 ms | 1000 ms | +300 ms | 702 ms, 702 ms | 897–1160 ms, 655–710 ms |',
    )
    expect(md).toContain('| bare Next.js page | 700 ms | | 700 ms |')
    expect(md).toMatch(/\| 690–712 ms \|\n/)
    expect(md).toContain('can land on either side of it in the next run')
  })

  it('leaves the column empty for results without the loads', () => {
    const md = observedResults({ bare: {} })
    expect(md.split('\n').find((line) => line.startsWith('| /blog-details/1 | 1000 ms'))).toMatch(
      /\| 702 ms, 702 ms \| {2}\|$/,
    )
  })
})
