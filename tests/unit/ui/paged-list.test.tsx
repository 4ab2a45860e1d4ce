import { render, screen, within } from '@testing-library/react'
import { PagedListFromUrl } from '@/components/ui/paged-list-client'
import { PagedListView } from '@/components/ui/paged-list-view'

// The first render pays for module loading, which is slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 })

const search = vi.hoisted(() => ({ value: '' }))
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search.value),
}))

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => <span key={index}>Item {index + 1}</span>)

function shown() {
  const [list] = screen.getAllByRole('list')
  return within(list!)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
}

describe('PagedListView', () => {
  it('shows one page of items and marks that page in the pager', () => {
    render(<PagedListView items={items(10)} perPage={4} page={2} label="Test pages" />)
    expect(shown()).toEqual(['Item 5', 'Item 6', 'Item 7', 'Item 8'])
    const pager = screen.getByRole('navigation', { name: 'Test pages' })
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('the last page holds the remainder', () => {
    render(<PagedListView items={items(6)} perPage={4} page={2} label="Test pages" />)
    expect(shown()).toEqual(['Item 5', 'Item 6'])
  })

  it('shows a 5-page window around the current page', () => {
    render(<PagedListView items={items(40)} perPage={4} page={6} label="Test pages" />)
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
    ])
  })
})

describe('PagedListFromUrl', () => {
  const cases: [string, string[]][] = [
    ['', ['Item 1', 'Item 2', 'Item 3', 'Item 4']],
    ['page=3', ['Item 9', 'Item 10']],
    ['page=0', ['Item 1', 'Item 2', 'Item 3', 'Item 4']],
    ['page=-1', ['Item 1', 'Item 2', 'Item 3', 'Item 4']],
    ['page=abc', ['Item 1', 'Item 2', 'Item 3', 'Item 4']],
    ['page=99', ['Item 9', 'Item 10']],
  ]
  for (const [query, expected] of cases) {
    it(`?${query} shows ${expected[0]}…`, () => {
      search.value = query
      render(<PagedListFromUrl items={items(10)} perPage={4} label="Test pages" />)
      expect(shown()).toEqual(expected)
    })
  }
})
