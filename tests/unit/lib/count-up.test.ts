// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countAt, easeOutCubic, formatCount } from '@/lib/count-up'

describe('count-up helpers', () => {
  it('eases from 0 to 1 and clamps outside the animation', () => {
    expect(easeOutCubic(0)).toBe(0)
    expect(easeOutCubic(1)).toBe(1)
    expect(easeOutCubic(-1)).toBe(0)
    expect(easeOutCubic(2)).toBe(1)
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5)
  })

  it('reaches the value exactly at the end of the duration and not before', () => {
    expect(countAt(120, 0, 5000)).toBe(0)
    expect(countAt(120, 2500, 5000)).toBeGreaterThan(0)
    expect(countAt(120, 2500, 5000)).toBeLessThan(120)
    expect(countAt(120, 5000, 5000)).toBe(120)
    expect(countAt(120, 9000, 5000)).toBe(120)
    expect(countAt(1.3, 100, 0)).toBe(1.3)
  })

  it('formats with a fixed number of decimals', () => {
    expect(formatCount(120, 0)).toBe('120')
    expect(formatCount(1.3, 1)).toBe('1.3')
    expect(formatCount(0.04, 1)).toBe('0.0')
    expect(formatCount(729.6, 0)).toBe('730')
  })
})
