// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { Analytics } from '@/components/analytics/analytics'
import { startCounter, withdrawCounter } from '@/lib/analytics/providers'
import { COUNT_EVENT } from '@/lib/analytics/events'
import { CONSENT_STORAGE_KEY, saveChoices } from '@/stores/consent'

const path = vi.hoisted(() => ({ current: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => path.current }))
vi.mock('@/lib/analytics/providers', () => ({ startCounter: vi.fn(), withdrawCounter: vi.fn() }))

const VERSION = 'Last updated: 1 March 2026'
const CONFIG = {
  provider: 'plausible' as const,
  id: 'coverbridge.example',
  script: 'https://plausible.io/js/script.manual.js',
}
const counter = { pageview: vi.fn(), event: vi.fn(), resume: vi.fn() }

/** Goes to `pathname` as the router would: the address first, then the hook's value. */
function go(pathname: string) {
  window.history.pushState(null, '', pathname)
  path.current = pathname
}

beforeEach(() => {
  vi.mocked(startCounter).mockReturnValue(counter)
  go('/')
})
afterEach(() => {
  localStorage.clear()
  vi.clearAllMocks()
})

const island = () => <Analytics config={CONFIG} version={VERSION} />
const count = (name: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(COUNT_EVENT, { detail: name }))
  })

describe('Analytics', () => {
  it('starts nothing and counts nothing without analytical cookies allowed', () => {
    saveChoices(VERSION, { analytics: false, functionality: true })
    const view = render(island())
    go('/pricing')
    view.rerender(island())
    count('add_to_cart')
    expect(startCounter).not.toHaveBeenCalled()
    expect(withdrawCounter).toHaveBeenCalled()
  })

  it('once allowed: one page view per page, sanitized, and the events named', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: VERSION, analytics: true, functionality: false }),
    )
    go('/blog-details/jane@agency.example')
    const view = render(island())
    view.rerender(island())
    go('/pricing')
    view.rerender(island())
    view.rerender(island())
    count('search')
    expect(startCounter).toHaveBeenCalledTimes(1)
    expect(counter.pageview.mock.calls).toEqual([
      ['http://localhost:3000/blog-details/:email'],
      ['http://localhost:3000/pricing'],
    ])
    expect(counter.event.mock.calls).toEqual([['search', 'http://localhost:3000/pricing']])
  })

  it('under a path prefix, the address sent keeps it (the router reports the path without)', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: VERSION, analytics: true, functionality: false }),
    )
    window.history.pushState(null, '', '/coverbridge/shop-details/1')
    path.current = '/shop-details/1'
    const view = render(island())
    window.history.pushState(null, '', '/coverbridge/cart')
    path.current = '/cart'
    view.rerender(island())
    expect(counter.pageview.mock.calls).toEqual([
      ['http://localhost:3000/coverbridge/shop-details/1'],
      ['http://localhost:3000/coverbridge/cart'],
    ])
  })

  it('allowed on the page: counts it at once; withdrawn: stops at once', () => {
    const view = render(island())
    expect(startCounter).not.toHaveBeenCalled()
    act(() => saveChoices(VERSION, { analytics: true, functionality: false }))
    expect(counter.pageview.mock.calls).toEqual([['http://localhost:3000/']])
    act(() => saveChoices(VERSION, { analytics: false, functionality: false }))
    go('/customers')
    view.rerender(island())
    count('order_placed')
    expect(counter.pageview).toHaveBeenCalledTimes(1)
    expect(counter.event).not.toHaveBeenCalled()
    expect(withdrawCounter).toHaveBeenCalledTimes(2)
    expect(counter.resume).not.toHaveBeenCalled()
  })

  it('allowed again after a withdrawal on the same page: the provider started before resumes and counts', () => {
    render(island())
    act(() => saveChoices(VERSION, { analytics: true, functionality: false }))
    act(() => saveChoices(VERSION, { analytics: false, functionality: false }))
    act(() => saveChoices(VERSION, { analytics: true, functionality: false }))
    expect(startCounter).toHaveBeenCalledTimes(1)
    expect(counter.resume).toHaveBeenCalledTimes(1)
    expect(counter.pageview.mock.calls).toEqual([
      ['http://localhost:3000/'],
      ['http://localhost:3000/'],
    ])
  })
})
