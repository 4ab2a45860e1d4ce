// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { LegacyPageQuery } from '@/components/ui/legacy-page-query'
import { PagedListView } from '@/components/ui/paged-list-view'

// The first render pays for module loading, which is slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 })

const nav = vi.hoisted(() => ({ search: '', replace: vi.fn() }))
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ replace: nav.replace }),
}))

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => <span key={index}>Item {from + index}</span>)

function shown() {
  const [list] = screen.getAllByRole('list')
  return within(list!)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
}

describe('PagedListView', () => {
  it('shows its page of items and links every page to its own URL', () => {
    render(
      <PagedListView
        items={items(5, 4)}
        page={2}
        pages={3}
        offset={4}
        basePath="/things"
        label="Test pages"
      />,
    )
    expect(shown()).toEqual(['Item 5', 'Item 6', 'Item 7', 'Item 8'])
    const pager = screen.getByRole('navigation', { name: 'Test pages' })
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/things')
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/things/page/3',
    )
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/things',
    )
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/things/page/3',
    )
  })

  it('shows a 5-page window around the current page', () => {
    render(
      <PagedListView items={items(21, 4)} page={6} pages={10} basePath="/x" label="Test pages" />,
    )
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
    ])
  })
})

describe('LegacyPageQuery', () => {
  const cases: [string, string | null][] = [
    ['', null],
    ['page=3', '/things/page/3'],
    ['page=2', '/things/page/2'],
    ['page=1', null],
    ['page=0', null],
    ['page=-1', null],
    ['page=abc', null],
    ['page=99', '/things/page/3'],
  ]
  for (const [query, expected] of cases) {
    it(`?${query} ${expected ? `moves to ${expected}` : 'stays on page 1'}`, () => {
      nav.search = query
      nav.replace.mockClear()
      render(<LegacyPageQuery basePath="/things" pages={3} />)
      if (expected) expect(nav.replace).toHaveBeenCalledWith(expected, { scroll: false })
      else expect(nav.replace).not.toHaveBeenCalled()
    })
  }
})
