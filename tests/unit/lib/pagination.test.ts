import { pageCount, pageWindow, paginate, parsePage } from '@/lib/pagination'

describe('pageWindow', () => {
  it('shows five pages centred on the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
  })
  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10])
  })
  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 0)).toEqual([1])
  })
})

describe('parsePage', () => {
  it('reads whole numbers and clamps them to the available pages', () => {
    expect(parsePage('2', 3)).toBe(2)
    expect(parsePage('99', 3)).toBe(3)
    expect(parsePage('0', 3)).toBe(1)
    expect(parsePage('-1', 3)).toBe(1)
  })
  it('falls back to page 1 for anything else', () => {
    for (const raw of [null, undefined, '', 'abc', '2.5', '1e3', '<script>']) {
      expect(parsePage(raw, 3)).toBe(1)
    }
  })
})

describe('pageCount and paginate', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(12, 4)).toBe(3)
    expect(pageCount(13, 4)).toBe(4)
    expect(pageCount(0, 4)).toBe(1)
  })
  it('slices one page of items', () => {
    const items = Array.from({ length: 10 }, (_, i) => i + 1)
    expect(paginate(items, 1, 4)).toEqual([1, 2, 3, 4])
    expect(paginate(items, 3, 4)).toEqual([9, 10])
  })
})
