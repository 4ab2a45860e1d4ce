import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compare, exportedIds } from '../../../scripts/lib/bench/targets.mjs'

describe("the bench's exported ids", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('counts each exported page once, by number, and nothing else', () => {
    const out = mkdtempSync(join(tmpdir(), 'bench-ids-'))
    dirs.push(out)
    const folder = join(out, 'shop-details')
    mkdirSync(folder)
    // What an export holds: a page and its router data per id.
    for (const id of [10, 2, 1]) {
      writeFileSync(join(folder, `${id}.html`), '')
      writeFileSync(join(folder, `${id}.txt`), '')
      mkdirSync(join(folder, String(id)))
    }
    writeFileSync(join(folder, 'x.html'), '')
    mkdirSync(join(folder, '3'))
    // Two distinct products fill the bench's cart, not the same one twice.
    expect(exportedIds(out, 'shop-details')).toEqual([1, 2, 10])
  })

  it('falls back to id 1 when the folder is missing', () => {
    expect(exportedIds(join(tmpdir(), 'no-such-export'), 'shop-details')).toEqual([1])
  })
})

describe("the bench's comparison with the bare page, observed", () => {
  const observed = (fcpMs: number, lcpMs: number, repeat = 400) => ({
    fcpMs,
    lcpMs,
    siMs: lcpMs,
    repeatFcpMs: repeat,
    repeatLcpMs: repeat,
  })
  // The bare page measured at the start of the run, when the machine was quicker.
  const bare = { firstLoadJs: 100, observed: observed(650, 650, 300) }

  it('compares first visits with the bare page loaded beside them, repeat visits with its row', () => {
    const row = {
      route: '/testimonial',
      firstLoadJs: 110,
      observed: { ...observed(1000, 1000, 500), bare: { fcpMs: 740, lcpMs: 740, siMs: 760 } },
    }
    const { kind, delta, missed } = compare(row, bare)
    expect(kind).toBe('content')
    expect(delta.observed).toEqual({ fcp: 260, lcp: 260, si: 240, repeatFcp: 200, repeatLcp: 200 })
    expect(missed).toEqual([])
  })

  it('falls back to the bare page of the run when none was loaded beside, and names a miss', () => {
    const row = { route: '/testimonial', firstLoadJs: 110, observed: observed(1000, 1000) }
    const { delta, missed } = compare(row, bare)
    expect(delta.observed?.lcp).toBe(350)
    expect(missed).toEqual(['observed FCP +350 > +300 ms', 'observed LCP +350 > +300 ms'])
    // An interactive page has more room.
    expect(compare({ ...row, route: '/cart' }, bare).missed).toEqual([])
  })
})
