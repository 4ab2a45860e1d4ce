// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import SearchDialog, { SEARCH_DEBOUNCE_MS } from '@/components/search/search-dialog'
import { rankByTitle, toHit, typeCounts, type SearchFound, type SearchHit } from '@/lib/search'
import {
  isSearchable,
  searchType,
  separateElements,
  withoutInlineImages,
} from '../../../scripts/lib/export/search-pages.mjs'

vi.setConfig({ testTimeout: 20_000 })

const mocks = vi.hoisted(() => ({
  push: vi.fn(),
  searchSite: vi.fn<(term: string, type: string | null) => Promise<SearchFound>>(),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: mocks.push }) }))
vi.mock('@/lib/search', async (original) => ({
  ...(await original<typeof import('@/lib/search')>()),
  loadPagefind: () => Promise.resolve({}),
  searchSite: mocks.searchSite,
  searchSuggestions: () => Promise.resolve(['Underwriting', 'Technology', 'Growth']),
}))

const hits: SearchHit[] = [
  { url: '/a', title: 'Alpha', type: 'post', excerpt: 'about <mark>binding</mark>' },
  { url: '/b', title: 'Beta', type: 'product', excerpt: '<mark>binding</mark> handbook' },
]

const found = (list: SearchHit[]): SearchFound => ({
  hits: list,
  counts: typeCounts({ type: { post: 1, product: 1 } }),
})

beforeEach(() => {
  vi.useFakeTimers()
  mocks.push.mockClear()
  mocks.searchSite.mockReset()
  mocks.searchSite.mockImplementation((_term, type) =>
    Promise.resolve(found(type ? hits.filter((hit) => hit.type === type) : hits)),
  )
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
    expect(mocks.searchSite).toHaveBeenCalledWith('binding', null)
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
    mocks.searchSite.mockResolvedValue({ hits: [], counts: typeCounts({}) })
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

describe('SearchDialog: links, type chips and help', () => {
  it('each result is a link to its page inside the listbox', async () => {
    render(<SearchDialog onClose={() => {}} />)
    await type('binding')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    const options = screen.getAllByRole('option')
    expect(options.map((o) => [o.tagName, o.getAttribute('href')])).toEqual([
      ['A', '/a'],
      ['A', '/b'],
    ])
    // Options are reached with the arrow keys from the field, never with Tab.
    expect(options.map((o) => o.tabIndex)).toEqual([-1, -1])
  })

  it('suggests searches before the first keystroke; one click searches it', async () => {
    render(<SearchDialog onClose={() => {}} />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    const list = screen.getByRole('list', { name: 'Popular topics' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['Underwriting', 'Technology', 'Growth'])
    fireEvent.click(buttons[1]!)
    expect(screen.getByRole('combobox')).toHaveValue('Technology')
    expect(screen.getByRole('combobox')).toHaveFocus()
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(mocks.searchSite).toHaveBeenCalledWith('Technology', null)
    expect(screen.queryByRole('list', { name: 'Popular topics' })).toBeNull()
  })

  it('type chips show their counts, narrow the results and stay as the query changes', async () => {
    render(<SearchDialog onClose={() => {}} />)
    await type('binding')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    const chips = within(screen.getByRole('group', { name: 'Result types' }))
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All 2',
      'Pages 0',
      'Posts 1',
      'Products 1',
      'Projects 0',
    ])
    expect(chips.getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(chips.getByRole('button', { name: 'Pages 0' })).toBeDisabled()
    fireEvent.click(chips.getByRole('button', { name: 'Products 1' }))
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(mocks.searchSite).toHaveBeenLastCalledWith('binding', 'product')
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual(['/b'])
    await type('binding handbook')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(mocks.searchSite).toHaveBeenLastCalledWith('binding handbook', 'product')
    expect(
      within(screen.getByRole('group', { name: 'Result types' })).getByRole('button', {
        name: 'Products 1',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  it('after "No results", links to the blog and the shop', async () => {
    mocks.searchSite.mockResolvedValue({ hits: [], counts: typeCounts({}) })
    render(<SearchDialog onClose={() => {}} />)
    await type('zzz')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop')
  })
})

describe('ranking by title', () => {
  const hit = (title: string): SearchHit => ({ url: `/${title}`, title, type: 'page', excerpt: '' })
  const home = hit('Rate, quote and bind specialty insurance')
  const post = hit('Binding Authority Explained for Retail Agents')
  const product = hit('Binding Authority Handbook')
  const page = hit('What We Offer')
  const titles = (list: SearchHit[]) => list.map((h) => h.title)

  it('puts titles that hold every word typed first, in the order they came', () => {
    expect(titles(rankByTitle('binding', [home, page, product, post]))).toEqual([
      product.title,
      post.title,
      home.title,
      page.title,
    ])
  })
  it('puts an exact title before any other', () => {
    expect(titles(rankByTitle('binding authority handbook', [post, home, product]))).toEqual([
      product.title,
      post.title,
      home.title,
    ])
    expect(titles(rankByTitle('Binding authority', [home, post, product]))[0]).toBe(post.title)
  })
  it('leaves the order alone when no title holds the words', () => {
    expect(titles(rankByTitle('zzz', [home, post, product]))).toEqual(titles([home, post, product]))
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
  it('leaves out the lists of one category, topic or author: the search finds their items', () => {
    for (const route of [
      '/blog/category/growth',
      '/blog/topic/binding',
      '/blog/author/maya-ellison',
      '/shop/category/books',
    ])
      expect(isSearchable(route, page), route).toBe(false)
    expect(isSearchable('/blog', page)).toBe(true)
    expect(isSearchable('/shop', page)).toBe(true)
  })
  it('separates elements set side by side, so no two words run together', () => {
    expect(
      separateElements(
        '<dl><div><dt>Gender</dt><dd>Female</dd></div></dl><p><span>$37.80</span><del>$48.00</del></p>',
      ),
    ).toBe(
      '<dl><div><dt>Gender</dt> <dd>Female</dd></div></dl> <p><span>$37.80</span> <del>$48.00</del></p>',
    )
    // Text inside an element, and an element followed by text, stay as they are.
    expect(separateElements('<p>By <!-- -->Renee <b>bold</b>text</p>')).toBe(
      '<p>By <!-- -->Renee <b>bold</b>text</p>',
    )
  })
  it('leaves out the pictures a page carries inline, and keeps those it links', () => {
    expect(
      withoutInlineImages(
        '<img alt="" loading="eager" src="data:image/svg+xml,%3Csvg%2F%3E" class="w-full"/><img alt="Logo" src="/images/logo.svg"/>',
      ),
    ).toBe('<img alt="" loading="eager" class="w-full"/><img alt="Logo" src="/images/logo.svg"/>')
  })
})

describe('a result from Pagefind', () => {
  it("shows a list page's lead (its description) rather than its indexed heading", () => {
    const data = {
      url: '/blog',
      excerpt: '<mark>Blog</mark>.',
      meta: { title: 'Blog', type: 'page' },
    }
    expect(toHit(data).excerpt).toBe('<mark>Blog</mark>.')
    expect(toHit({ ...data, meta: { ...data.meta, description: 'Notes on Q&A <b>' } })).toEqual({
      url: '/blog',
      title: 'Blog',
      type: 'page',
      excerpt: 'Notes on Q&#38;A &#60;b&#62;',
    })
  })
})
