// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { layoutSvgText, outlineSvgText, pathData, type TextShaper } from '@/lib/images/outline-text'
import { OUTLINE_FONTS } from '@/lib/images/outlined'
import { loadShaper } from '@/lib/images/text-shaper'
import { inlineSvgParts, scopedIds, SVG_DATA_URL } from '@/lib/inline-svg'

let shaper: TextShaper
beforeAll(async () => {
  shaper = await loadShaper()
  // HarfBuzz's WebAssembly and two font files: more than a hook's 10 s on a busy machine.
}, 60_000)

const svg = (body: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"${root}>${body}</svg>`

/** The advances of `text` as HarfBuzz gives them for Inter at `weight`, apart from the converter. */
async function advances(text: string, weight: number, features = '') {
  const sfnt = await convert(readFileSync(join(process.cwd(), OUTLINE_FONTS.upright)), 'sfnt')
  const face = new hb.Face(new hb.Blob(sfnt))
  const font = new hb.Font(face)
  font.setVariations([new hb.Variation('wght', weight)])
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(
    font,
    buffer,
    features
      .split(',')
      .filter(Boolean)
      .map((feature) => hb.Feature.fromString(feature)!),
  )
  const glyphs = buffer.getGlyphInfosAndPositions()
  return {
    upem: face.upem,
    glyphs: glyphs.map((glyph) => glyph.codepoint),
    advances: glyphs.map((glyph) => glyph.xAdvance ?? 0),
  }
}

/** A picture with what the site's SVGs use: tspans with dy, anchors, spacing, entities, weights. */
const SAMPLE = svg(
  '<title>A cover</title>' +
    '<rect width="600" height="400" fill="#0B1B33"/>' +
    '<text x="300" y="60" font-size="12" font-weight="700" letter-spacing="2" text-anchor="end" fill="#FFFFFF" opacity=".85">COVERBRIDGE PRESS</text>' +
    '<text x="300" font-size="20" font-weight="800" text-anchor="middle" fill="#14B8A6"><tspan x="300" y="120">Forty lines, one</tspan><tspan x="300" dy="24">desk reference</tspan></text>' +
    '<g font-size="15"><text x="40" y="200" font-weight="700">Meridian E&amp;S &lt;&#38;&#x26;&gt;</text>' +
    '<text x="40" y="230">  Meridian   E&amp;S  </text></g>' +
    '<text x="40" y="300" font-size="14" font-style="italic" stroke="#14B8A6" stroke-width=".6">“The book”</text>',
  ' font-family="system-ui, sans-serif"',
)

describe('outlineSvgText', () => {
  it('draws every word as outlines: no <text> or <tspan> is left, the rest stays as written', () => {
    const result = outlineSvgText(SAMPLE, shaper)
    if (result.svg === undefined) throw new Error(result.kept)
    expect(result.svg).not.toMatch(/<text|<tspan/)
    expect(result.texts).toBe(5)
    expect(result.svg).toContain('<rect width="600" height="400" fill="#0B1B33"/>')
    expect(result.svg).toContain(' font-family="system-ui, sans-serif">')
    // The glyphs are defined once, after the title, and placed by reference.
    expect(result.svg).toMatch(/^<svg[^>]*><title>A cover<\/title><defs><path id="g0" d="m/)
    const defined = [...result.svg.matchAll(/<path id="(g\d+)"/g)].map(([, id]) => id)
    const used = new Set([...result.svg.matchAll(/<use href="#(g\d+)"/g)].map(([, id]) => id))
    expect(new Set(defined)).toEqual(used)
    expect(defined.length).toBe(new Set(defined).size)
    // The paint of each text stays on its group; what only the layout reads does not.
    expect(result.svg).toContain('<g fill="#FFFFFF" opacity=".85">')
    expect(result.svg).not.toMatch(/font-weight|letter-spacing|text-anchor|font-style|\sdy=/)
    // (the group around two texts keeps its own attributes: a <g> is no text)
    expect(result.svg?.match(/font-size/g)).toEqual(['font-size'])
    // A stroke keeps its width in the picture's units: scaled up as the outlines are scaled down.
    const stroked =
      /<g stroke="#14B8A6" stroke-width=".6"><g transform="matrix\(([\d.]+) [^"]*" stroke-width="([\d.]+)"/.exec(
        result.svg,
      )
    expect(Number(stroked?.[1]) * Number(stroked?.[2])).toBeCloseTo(0.6, 3)
  })

  it('places the glyphs where HarfBuzz sets them, letter-spaced and anchored at the end', async () => {
    const [cover] = layoutSvgText(SAMPLE, shaper)
    const text = 'COVERBRIDGE PRESS'
    const expected = await advances(text, 700, '-liga,-clig,-dlig,-hlig')
    const scale = 12 / expected.upem
    // The width a browser gives it: every advance, plus the spacing after each character.
    const width =
      expected.advances.reduce((sum, advance) => sum + advance * scale, 0) + 2 * text.length
    // Chrome sets it 161.4 wide too, in the same font with text-rendering: geometricPrecision.
    expect(width).toBeCloseTo(161.42, 1)
    expect(cover?.map((glyph) => glyph.glyph)).toEqual(expected.glyphs)
    expect(cover?.[0]?.x).toBeCloseTo(300 - width, 6)
    let x = 300 - width
    cover?.forEach((glyph, i) => {
      expect(glyph.x).toBeCloseTo(x, 6)
      expect(glyph.y).toBe(60)
      expect(glyph.size).toBe(12)
      expect(glyph.face).toEqual({ weight: 700, italic: false })
      x += expected.advances[i]! * scale + 2
    })
  })

  it('starts a tspan with x and dy on a line of its own, each line centred on its x', async () => {
    const [, lines] = layoutSvgText(SAMPLE, shaper)
    const first = await advances('Forty lines, one', 800)
    const second = await advances('desk reference', 800)
    const widthOf = ({ advances: list, upem }: typeof first) =>
      list.reduce((sum, advance) => sum + advance, 0) * (20 / upem)
    expect(lines).toHaveLength(first.glyphs.length + second.glyphs.length)
    const [top, bottom] = [lines!.slice(0, first.glyphs.length), lines!.slice(first.glyphs.length)]
    expect(top[0]?.x).toBeCloseTo(300 - widthOf(first) / 2, 6)
    expect(bottom[0]?.x).toBeCloseTo(300 - widthOf(second) / 2, 6)
    expect(new Set(top.map((glyph) => glyph.y))).toEqual(new Set([120]))
    expect(new Set(bottom.map((glyph) => glyph.y))).toEqual(new Set([144]))
    expect(bottom[0]?.face.weight).toBe(800)
  })

  it('reads entities as their characters and collapses white space as SVG does', async () => {
    const [, , entities, spaced] = layoutSvgText(SAMPLE, shaper)
    const expected = await advances('Meridian E&S <&&>', 700)
    expect(entities?.map((glyph) => glyph.glyph)).toEqual(expected.glyphs)
    // "  Meridian   E&amp;S  " is "Meridian E&S": one space between, none around.
    const plain = await advances('Meridian E&S', 400)
    expect(spaced?.map((glyph) => glyph.glyph)).toEqual(plain.glyphs)
    expect(spaced?.[0]?.x).toBe(40)
    // The weight of the group reaches the glyphs: 700 and 400 are different outlines.
    const result = outlineSvgText(SAMPLE, shaper)
    const M = plain.glyphs[0]
    expect(entities?.[0]?.glyph).toBe(M)
    expect(result.svg?.match(/<path id=/g)?.length).toBeGreaterThan(
      new Set([...'COVERBRIDGEPRSFortylinesdkfMan&<>“Thbk”']).size,
    )
  })

  it('is the same for the same input, and a picture that inline drawing takes in', () => {
    const first = outlineSvgText(SAMPLE, shaper).svg!
    expect(outlineSvgText(SAMPLE, shaper).svg).toBe(first)
    const parts = inlineSvgParts(SVG_DATA_URL + encodeURIComponent(first))
    expect(parts?.viewBox).toBe('0 0 600 400')
    // Two drawings on a page: each one's glyph ids and references are its own.
    const scoped = scopedIds(parts!.body, 'p1-')
    expect(scoped).not.toMatch(/id="g\d|href="#g\d/)
    expect(scoped).toMatch(/<path id="p1-g0" d=/)
    expect(scoped).toMatch(/<use href="#p1-g0"/)
  })

  it('picks glyph ids no id of the file starts with', () => {
    const result = outlineSvgText(
      svg('<linearGradient id="g0"/><text x="10" y="20">Hi</text>'),
      shaper,
    )
    expect(result.svg).toMatch(/<path id="g_0"/)
    expect(result.svg).toContain('<linearGradient id="g0"/>')
  })

  it('keeps as it is a picture with words it cannot draw as a browser would, and says why', () => {
    const cases: [string, RegExp][] = [
      ['<text x="1" y="9" dominant-baseline="middle">A</text>', /dominant-baseline/],
      ['<g dominant-baseline="central"><text x="1" y="9">A</text></g>', /dominant-baseline/],
      ['<text x="1" y="9" text-decoration="underline">A</text>', /text-decoration/],
      ['<text x="1" y="9" rotate="10">A</text>', /rotate/],
      ['<text x="1" y="9" textLength="40">A</text>', /textLength/],
      ['<text x="1" y="9"><textPath href="#p">A</textPath></text>', /textPath/],
      ['<style>text{font-size:40px}</style><text x="1" y="9">A</text>', /style sheet/],
      ['<text x="1" y="9" fill="url(#g)">A</text>', /paint server/],
      ['<text x="1" y="9">→ 漢</text>', /character the font lacks/],
      ['<text x="1" y="9" font-size="larger">A</text>', /font-size/],
      ['<text x="1" y="9">&nbsp;A</text>', /entity/],
      ['<text x="1" y="9" style="text-transform: uppercase">a</text>', /text-transform/],
      ['<text x="1" y="9" font-weight="heavy">A</text>', /font-weight/],
      ['<text x="1" y="9" text-anchor="justify">A</text>', /text-anchor/],
      ['<text x="1" y="9"><tspan opacity=".5">A</tspan></text>', /opacity on <tspan>/],
      ['<clipPath id="c"><text x="1" y="9">A</text></clipPath>', /clip path/],
    ]
    for (const [body, why] of cases) {
      const markup = svg(body)
      const result = outlineSvgText(markup, shaper)
      expect(result.svg, body).toBeUndefined()
      expect(result.kept, body).toMatch(why)
    }
    expect(outlineSvgText('<svg><text>A</text>', shaper).kept).toMatch(/does not end/)
    expect(outlineSvgText('<!DOCTYPE svg><svg><text>A</text></svg>', shaper).kept).toMatch(
      /DOCTYPE/,
    )
  })

  it('leaves a picture without words as it is', () => {
    const markup = svg('<rect width="10" height="10"/>')
    expect(outlineSvgText(markup, shaper)).toEqual({ svg: markup, texts: 0, glyphs: 0 })
  })

  it('sets per-character positions, dx, em lengths and inherited sizes as SVG does', async () => {
    const [glyphs] = layoutSvgText(
      svg('<g font-size="20"><text x="10 40 70" y="50" dx="0 0 0 5" dy="1em">ABCD</text></g>'),
      shaper,
    )
    const expected = await advances('ABCD', 400)
    expect(glyphs?.slice(0, 3).map((glyph) => glyph.x)).toEqual([10, 40, 70])
    // D follows C by C's advance, and its own dx.
    expect(glyphs?.[3]?.x).toBeCloseTo(70 + (expected.advances[2]! * 20) / expected.upem + 5, 6)
    expect(glyphs?.every((glyph) => glyph.y === 70 && glyph.size === 20)).toBe(true)
  })
})

describe('pathData', () => {
  it('writes relative commands in whole units of the grid, lines as h and v, smooth curves as t', () => {
    expect(
      pathData([
        { type: 'M', values: [100.4, 0] },
        { type: 'L', values: [200, 0] },
        { type: 'L', values: [200, 100] },
        { type: 'Q', values: [200, 200, 100, 200] },
        { type: 'Q', values: [0, 200, 0, 100] },
        { type: 'Q', values: [50, 50, 100, 0] },
        { type: 'Z', values: [] },
        { type: 'M', values: [10, 10] },
        { type: 'L', values: [20, 30] },
        { type: 'Z', values: [] },
      ]),
    ).toBe('m100 0h100v100q0 100-100 100t-100-100q50-50 100-100zm-90 10l10 20z')
    expect(
      pathData(
        [
          { type: 'M', values: [100, 41] },
          { type: 'L', values: [300, 41] },
        ],
        4,
      ),
    ).toBe('m25 10h50')
  })
})
