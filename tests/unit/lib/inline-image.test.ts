import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstScreenSrc, svgDataUrl } from '@/lib/inline-image'

const HERO = '/images/hero/quote-compare.svg'

const fileOf = (src: string) => readFileSync(join(process.cwd(), 'public', src), 'utf8')
const decoded = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length))

describe('svgDataUrl', () => {
  it('is the file of public/ as a data URL that decodes to the same text, when it has no words', () => {
    const src = '/images/blog/b6.svg'
    expect(fileOf(src)).not.toMatch(/<text/)
    const url = svgDataUrl(src)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decoded(url)).toBe(fileOf(src))
    // Nothing in it can end an HTML attribute or start a tag.
    expect(url).not.toMatch(/["<>\s]/)
  })

  it("is the file with its words drawn as shapes when it has some: the picture's words stay in it", () => {
    const url = svgDataUrl(HERO)
    expect(url).not.toMatch(/["<>\s]/)
    const text = decoded(url)
    expect(fileOf(HERO)).toContain('>Harbor Point Bakery LLC</text>')
    expect(text).not.toMatch(/<text|<tspan|Harbor Point/)
    // Everything else as the file has it, in its order.
    const shapes = (markup: string) => markup.match(/<(?:rect|circle|title)\b[^>]*>/g)
    expect(shapes(text)).toEqual(shapes(fileOf(HERO)))
    expect(text.match(/<use href="#g\d+"/g)?.length).toBeGreaterThan(250)
    // The copy names its file, which a page's router payload draws instead of the copy.
    expect(text).toMatch(/^<svg data-src="\/images\/hero\/quote-compare\.svg" /)
    expect(decoded(svgDataUrl('/images/blog/b6.svg'))).not.toContain('data-src')
  }, 60_000) // without the build's copy, a worker (a Node process loading HarfBuzz) makes it

  it('names the missing file at build time', () => {
    expect(() => svgDataUrl('/images/none.svg')).toThrow(/none\.svg/)
  })
})

describe('firstScreenSrc', () => {
  it('puts a site SVG into the page', () => {
    expect(firstScreenSrc(HERO)).toBe(svgDataUrl(HERO))
    expect(firstScreenSrc('/images/blog/b5.svg')).toBe(svgDataUrl('/images/blog/b5.svg'))
  })

  it('leaves other formats and other origins to load', () => {
    for (const src of [
      '/images/photo.jpg',
      '/images/photo.webp',
      'https://cdn.example.com/picture.svg',
      '//cdn.example.com/picture.svg',
      'data:image/svg+xml,%3Csvg%2F%3E',
    ]) {
      expect(firstScreenSrc(src), src).toBe(src)
    }
  })
})
