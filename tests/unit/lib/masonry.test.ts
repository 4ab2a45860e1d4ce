import { describe, expect, it } from 'vitest'
import { secondColumnStart } from '@/lib/masonry'

describe('secondColumnStart', () => {
  it('splits even heights in half', () => {
    expect(secondColumnStart([1, 1, 1, 1])).toBe(2)
    expect(secondColumnStart([1, 1, 1, 1, 1, 1])).toBe(3)
  })

  it('keeps the columns as even as the heights allow', () => {
    expect(secondColumnStart([3, 1, 1, 1])).toBe(1)
    expect(secondColumnStart([1, 1, 1, 3])).toBe(3)
    // The gallery's own tiles (picture height per width plus a caption): 2.7 against 3.5.
    expect(secondColumnStart([0.75, 0.7, 1, 1.27, 1, 0.7].map((h) => h + 0.25))).toBe(3)
  })

  it('gives column one the extra item of two equal splits, as a balancing browser does', () => {
    expect(secondColumnStart([1, 1, 1])).toBe(2)
    expect(secondColumnStart([2, 1, 1])).toBe(1)
  })

  it('leaves a list too short for two columns in the first', () => {
    expect(secondColumnStart([])).toBe(0)
    expect(secondColumnStart([5])).toBe(1)
  })
})
