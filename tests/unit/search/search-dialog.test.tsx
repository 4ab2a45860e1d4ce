import { act, fireEvent, render, screen } from '@testing-library/react'
import SearchDialog, { SEARCH_DEBOUNCE_MS } from '@/components/search/search-dialog'
import type { SearchHit } from '@/lib/search'
import { isSearchable, searchType } from '../../../scripts/lib/search-pages.mjs'

vi.setConfig({ testTimeout: 20_000 })

const mocks = vi.hoisted(() => ({
  push: vi.fn(),
  searchSite: vi.fn<(term: string) => Promise<SearchHit[]>>(),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }))
vi.mock('@/lib/search', () => ({
  loadPagefind: () => Promise.resolve({}),
  searchSite: mocks.searchSite,
}))

const hits: SearchHit[] = [
  { url: '/a', title: 'Alpha', type: 'post', excerpt: 'about <mark>binding</mark>' },
  { url: '/b', title: 'Beta', type: 'product', excerpt: '<mark>binding</mark> handbook' },
]

beforeEach(() => {
  vi.useFakeTimers()
  mocks.push.mockClear()
  mocks.searchSite.mockReset()
  mocks.searchSite.mockResolvedValue(hits)
})
afterEach(() => vi.useRealTimers())

async function type(value: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value } })
}

describe('SearchDialog', () => {
  it('searches once, for the last text, after the typing pauses', async () => {
    render(<SearchDialog onClose={() => {}} />)
    await type('b')
    await type('bi')
    await type('binding')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(mocks.searchSite).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(mocks.searchSite).toHaveBeenCalledTimes(1)
    expect(mocks.searchSite).toHaveBeenCalledWith('binding')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'PostAlphaabout binding',
      'ProductBetabinding handbook',
    ])
    expect(options[0]!.querySelector('mark')).toHaveTextContent('binding')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('arrows wrap through the results and Enter opens the selected one', async () => {
    const onClose = vi.fn()
    render(<SearchDialog onClose={onClose} />)
    await type('binding')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    const field = screen.getByRole('combobox')
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id)
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(onClose).toHaveBeenCalled()
    expect(mocks.push).toHaveBeenCalledWith('/b')
  })

  it('says so when nothing matches, and Escape closes', async () => {
    mocks.searchSite.mockResolvedValue([])
    const onClose = vi.fn()
    render(<SearchDialog onClose={onClose} />)
    await type('zzz')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzz”')
    expect(screen.queryAllByRole('option')).toEqual([])
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})

describe('what the search index holds', () => {
  const page = '<html><head></head><body><main>x</main></body></html>'
  const noindex = '<meta name="robots" content="noindex, follow"/>'
  it('types results by URL', () => {
    expect(searchType('/blog-details/3')).toBe('post')
    expect(searchType('/shop-details/3')).toBe('product')
    expect(searchType('/project-details-v1')).toBe('project')
    expect(searchType('/pricing')).toBe('page')
  })
  it('leaves out the 404 document, noindex pages and later list pages', () => {
    expect(isSearchable('/pricing', page)).toBe(true)
    expect(isSearchable('/404', page)).toBe(false)
    expect(isSearchable('/_not-found', page)).toBe(false)
    expect(isSearchable('/blog/page/2', page)).toBe(false)
    expect(isSearchable('/cart', page.replace('<head>', `<head>${noindex}`))).toBe(false)
  })
})
