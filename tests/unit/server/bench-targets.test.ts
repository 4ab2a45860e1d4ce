import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exportedIds } from '../../../scripts/lib/bench/targets.mjs'

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
