import {
  laterPageParams,
  listBasePath,
  pageCount,
  pageFromSegment,
  pagePath,
  pageWindow,
  paginate,
  parsePage,
} from '@/lib/pagination'

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

describe('page URLs', () => {
  it('page 1 is the list route, later pages live under /page/N', () => {
    expect(pagePath('/blog', 1)).toBe('/blog')
    expect(pagePath('/blog', 2)).toBe('/blog/page/2')
    expect(listBasePath('/blog/page/2')).toBe('/blog')
    expect(listBasePath('/blog-details/2')).toBe('/blog-details/2')
  })
  it('pre-renders pages 2..N only', () => {
    expect(laterPageParams(20, 9)).toEqual([{ page: '2' }, { page: '3' }])
    expect(laterPageParams(4, 4)).toEqual([])
    expect(laterPageParams(0, 4)).toEqual([])
  })
  it('accepts only the canonical spelling of an existing later page', () => {
    expect(pageFromSegment('2', 3)).toBe(2)
    expect(pageFromSegment('3', 3)).toBe(3)
    for (const raw of ['1', '0', '4', '02', '-2', 'abc', '2.0', ''])
      expect(pageFromSegment(raw, 3)).toBeNull()
  })
})
