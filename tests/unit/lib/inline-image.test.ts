import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstScreenSrc, svgDataUrl } from '@/lib/inline-image'

const HERO = '/images/hero/quote-compare.svg'

describe('svgDataUrl', () => {
  it('is the file of public/ as a data URL that decodes to the same text', () => {
    const url = svgDataUrl(HERO)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    const text = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(text).toBe(readFileSync(join(process.cwd(), 'public', HERO), 'utf8'))
    // Nothing in it can end an HTML attribute or start a tag.
    expect(url).not.toMatch(/["<>\s]/)
  })

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
