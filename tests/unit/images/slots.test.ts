// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  minimumSourceWidth,
  neededWidths,
  sizesOf,
  slotWidth,
  variantWidths,
} from '@/lib/images/slots'

describe('the slot-to-widths rule', () => {
  it('reads each slot off the layout: the product view is the column on a phone, half of it on a desktop', () => {
    expect(slotWidth('productMain', 360)).toBe(328)
    expect(slotWidth('productMain', 1440)).toBe(540)
    expect(slotWidth('portrait', 1440)).toBe(266)
    expect(slotWidth('productCard', 360)).toBe(112)
  })

  it('writes sizes that match: the capped width from 1200 px, then each range', () => {
    expect(sizesOf('productMain')).toBe(
      '(min-width: 1200px) 540px, (min-width: 1024px) calc(50vw - 60px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    )
    expect(sizesOf('sidebarThumb')).toBe('96px')
    expect(sizesOf('lightbox')).toBe('100vw')
  })

  it('needs the 360 px phone at DPR 2 and 3, and the desktop at DPR 1 and 2', () => {
    const needs = neededWidths('productMain')
    expect(needs).toEqual(expect.arrayContaining([328, 656, 984, 540, 1080]))
    // DPR 3 only on phones: never 3 × 540.
    expect(needs).not.toContain(1620)
  })

  it('keeps a few widths per slot, each need served by a file at most a third wider', () => {
    const widths = variantWidths(['portrait'], 4032)
    expect(widths.length).toBeGreaterThanOrEqual(4)
    expect(widths.length).toBeLessThanOrEqual(8)
    for (const need of neededWidths('portrait')) {
      const served = widths.find((width) => width >= need)
      expect(served, `need ${need}`).toBeDefined()
      expect(served!).toBeLessThanOrEqual(Math.ceil((need / 0.75 / 16) * 16) + 16)
    }
  })

  it('differs by slot: a grid card gets smaller files than the product view', () => {
    expect(Math.max(...variantWidths(['productCard'], 4032))).toBeLessThan(
      Math.max(...variantWidths(['productMain'], 4032)),
    )
  })

  it('is never wider than the source', () => {
    const widths = variantWidths(['productMain'], 1200)
    expect(Math.max(...widths)).toBe(1200)
    expect(new Set(widths).size).toBe(widths.length)
  })

  it('asks a source for its widest slot at a 1440 px screen at DPR 2; the lightbox sets none', () => {
    expect(minimumSourceWidth(['portrait'])).toBe(532)
    expect(minimumSourceWidth(['postCover', 'sidebarThumb'])).toBe(1496)
    expect(minimumSourceWidth(['lightbox'])).toBe(0)
  })
})

describe('the CMS hint of a picture field', () => {
  it('names the width its collection needs', async () => {
    const { imageHint } = await import('@/content/cms')
    expect(imageHint('content/team/members', 'img')).toMatch(/at least 532 px wide/)
    expect(imageHint('content/products/items', 'related_images')).toMatch(/at least 1080 px/)
    expect(imageHint('content/blog/posts', 'img')).toMatch(/at least 1496 px/)
  })
})
