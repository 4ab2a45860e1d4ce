// @vitest-environment node
import { readFileSync } from 'node:fs'
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { requiredCodePoints, SOURCE, TARGET, WEIGHTS } from '@/scripts/lib/fonts/font-subset.mjs'

async function faceOf(file: string) {
  const sfnt = await convert(readFileSync(file), 'sfnt')
  return new Face(new Blob(sfnt))
}

describe('the site font file', () => {
  it('holds every character of the site that the full Latin file holds (else: `npm run fonts`)', async () => {
    const full = new Set((await faceOf(SOURCE)).collectUnicodes())
    const held = new Set((await faceOf(TARGET)).collectUnicodes())
    const missing = requiredCodePoints()
      .filter((code) => full.has(code) && !held.has(code))
      .map(
        (code) =>
          `U+${code.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(code)}`,
      )
    expect(missing).toEqual([])
  })

  it('keeps the typography of the copy: curly quotes, dashes, ellipsis, euro, accents', async () => {
    const held = new Set((await faceOf(TARGET)).collectUnicodes())
    for (const char of '’“”–—…€éüñ×·') expect(held.has(char.codePointAt(0) ?? 0), char).toBe(true)
  })

  it('spans the weights the classes use, and no more', async () => {
    const { wght } = (await faceOf(TARGET)).getAxisInfos()
    expect([wght?.min, wght?.max]).toEqual([WEIGHTS.min, WEIGHTS.max])
  })

  it('is well under the full Latin file it is cut from', () => {
    const cut = readFileSync(TARGET).length
    expect(cut).toBeLessThan(32 * 1024)
    expect(cut).toBeLessThan(readFileSync(SOURCE).length * 0.7)
  })
})
