import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { svgDataUrl } from '@/lib/inline-image'
import { inlineSvgParts, scopedIds, SVG_DATA_URL } from '@/lib/inline-svg'

const url = (markup: string) => SVG_DATA_URL + encodeURIComponent(markup)
const SHAPE = '<rect width="10" height="10" fill="url(#g)"/>'

describe('inlineSvgParts', () => {
  it('takes a site SVG apart: its view box, its inherited attributes, its shapes without the title', () => {
    const parts = inlineSvgParts(svgDataUrl('/images/hero/quote-compare.svg'))
    expect(parts?.viewBox).toBe('0 0 640 520')
    expect(parts?.inherited).toBe(' font-family="system-ui, sans-serif"')
    expect(parts?.body).not.toMatch(/<title|<svg/)
    const file = readFileSync(join(process.cwd(), 'public/images/hero/quote-compare.svg'), 'utf8')
    expect(parts?.body).toContain(/<rect[^>]*>/.exec(file)?.[0])
  })

  it("reads the file a drawn copy names, a site SVG's path and nothing else", () => {
    expect(inlineSvgParts(svgDataUrl('/images/hero/quote-compare.svg'))?.file).toBe(
      '/images/hero/quote-compare.svg',
    )
    const named = (src: string) =>
      inlineSvgParts(url(`<svg data-src="${src}" viewBox="0 0 1 1">${SHAPE}</svg>`))
    expect(named('/images/products/p1.svg')).toEqual({
      viewBox: '0 0 1 1',
      inherited: '',
      body: SHAPE,
      file: '/images/products/p1.svg',
    })
    for (const odd of [
      '//example.com/a.svg',
      '/a,b.svg',
      'https://example.com/a.svg',
      '/a.png',
      '/a b.svg',
      '',
    ]) {
      expect(named(odd), odd).toEqual({ viewBox: '0 0 1 1', inherited: '', body: SHAPE })
    }
  })

  it('drops what describes the root as an image: the alt text names it', () => {
    const parts = inlineSvgParts(
      url(
        '<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" viewBox="0 0 4 2" role="img" aria-labelledby="t" fill="#fff"><title id="t">A</title><desc>B</desc>' +
          SHAPE +
          '</svg>',
      ),
    )
    expect(parts).toEqual({ viewBox: '0 0 4 2', inherited: ' fill="#fff"', body: SHAPE })
  })

  it('leaves an image anything with words, a script, a style sheet, a handler or a link out', () => {
    for (const markup of [
      // Inline, words would be the page's text: the build draws them as shapes, or they stay here.
      `<svg viewBox="0 0 1 1"><text x="0" y="1">Harbor Point</text></svg>`,
      `<svg viewBox="0 0 1 1">${SHAPE}<g><text><tspan>A</tspan></text></g></svg>`,
      `<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>`,
      `<svg viewBox="0 0 1 1"><style>rect{fill:red}</style>${SHAPE}</svg>`,
      `<svg viewBox="0 0 1 1"><foreignObject><p>x</p></foreignObject></svg>`,
      `<svg viewBox="0 0 1 1"><rect onclick="alert(1)"/></svg>`,
      `<svg viewBox="0 0 1 1" onload="alert(1)">${SHAPE}</svg>`,
      `<svg viewBox="0 0 1 1"><image href="https://example.com/a.png"/></svg>`,
      `<svg viewBox="0 0 1 1"><use href="https://example.com/a.svg#x"/></svg>`,
      `<svg viewBox="0 0 1 1"><rect fill="url(https://example.com/p.svg#x)"/></svg>`,
      `<svg viewBox="0 0 1 1"><a href="javascript:alert(1)">${SHAPE}</a></svg>`,
    ]) {
      expect(inlineSvgParts(url(markup)), markup).toBeNull()
    }
  })

  it('leaves an image what is not an SVG data URL, does not decode or has no view box', () => {
    expect(inlineSvgParts('/images/hero/quote-compare.svg')).toBeNull()
    expect(inlineSvgParts(`${SVG_DATA_URL}%E0%A4%A`)).toBeNull()
    expect(inlineSvgParts(url(`<svg width="1" height="1">${SHAPE}</svg>`))).toBeNull()
    expect(inlineSvgParts(url(`<div>${SHAPE}</div>`))).toBeNull()
  })

  it("takes in every SVG of the site's pictures (any of them can be a first screen's)", () => {
    const images = join(process.cwd(), 'public', 'images')
    const all = readdirSync(images, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `/images/${name.split(sep).join('/')}`)
    expect(all.length).toBeGreaterThan(100)
    expect(all.filter((src) => inlineSvgParts(svgDataUrl(src)) === null)).toEqual([])
  })
})

describe('scopedIds', () => {
  it('prefixes every id and every reference to one, and nothing else', () => {
    const body =
      '<defs><linearGradient id="g"/><clipPath id=\'c\'/></defs>' +
      '<rect fill="url(#g)" clip-path="url(\'#c\')"/><use href="#g"/><use xlink:href="#c"/>' +
      '<rect fill="url(#elsewhere)"/><text>id="g" is #g</text>'
    expect(scopedIds(body, 'p1-')).toBe(
      '<defs><linearGradient id="p1-g"/><clipPath id=\'p1-c\'/></defs>' +
        '<rect fill="url(#p1-g)" clip-path="url(\'#p1-c\')"/><use href="#p1-g"/><use xlink:href="#p1-c"/>' +
        '<rect fill="url(#elsewhere)"/><text>id="g" is #g</text>',
    )
    expect(scopedIds(SHAPE, 'p1-')).toBe(SHAPE)
  })
})
