// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { HeaderCounts } from '@/components/shop/header-counts'
import { StoreSync } from '@/components/shop/store-sync'
import { loadShopIndex } from '@/content/products'
import { CART_STORAGE_KEY, cartLoadFailed, useCart } from '@/stores/cart'
import { STORAGE_VERSION } from '@/stores/persist-storage'
import { useWishlist } from '@/stores/wishlist'
import { cards, catalogue, guide } from '../stores/fixtures'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/content/products/catalogue-index', () => ({ loadShopIndex: vi.fn() }))

// The catalogue index as the build writes it: snapshots plus the grid's own fields.
const shopIndex = catalogue.map((product) => ({
  ...product,
  category: 'books' as const,
  trending: false,
  isNew: false,
}))

const envelope = (items: unknown[]) =>
  JSON.stringify({ state: { items }, version: STORAGE_VERSION })

beforeEach(() => {
  vi.mocked(loadShopIndex).mockReset().mockResolvedValue(shopIndex)
  useCart.setState({ items: [], orderQuantity: 1, hydrated: false })
  useWishlist.setState({ items: [], hydrated: false })
})

describe('HeaderCounts with StoreSync', () => {
  it('renders plain links first, then the counts once storage is read', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      envelope([
        { id: 1, orderQuantity: 2 },
        { id: 2, orderQuantity: 1 },
      ]),
    )
    localStorage.setItem('wishlist_items', envelope([{ id: 2 }]))
    // Server render: no storage is read.
    const { rerender } = render(<HeaderCounts />)
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    rerender(
      <>
        <HeaderCounts />
        <StoreSync />
      </>,
    )
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument()
  })

  it('follows another tab through the storage event', async () => {
    render(
      <>
        <HeaderCounts />
        <StoreSync />
      </>,
    )
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument()
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, envelope([{ id: 1, orderQuantity: 1 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    })
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(useCart.getState().items).toEqual([{ ...guide, orderQuantity: 1 }])
    act(() => {
      localStorage.setItem('wishlist_items', envelope([{ id: 1 }, { id: 2 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument()
    expect(useWishlist.getState().items).toEqual([guide, cards])
  })

  it('ignores storage events for other keys', async () => {
    render(<StoreSync />)
    await waitFor(() => expect(useCart.getState().hydrated).toBe(true))
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, envelope([{ id: 1, orderQuantity: 1 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }))
    })
    expect(useCart.getState().items).toEqual([])
  })
})

describe('StoreSync and the catalogue index', () => {
  it('never fetches the catalogue when nothing is saved', async () => {
    render(<StoreSync />)
    await waitFor(() => expect(useCart.getState().hydrated).toBe(true))
    await waitFor(() => expect(useWishlist.getState().hydrated).toBe(true))
    expect(loadShopIndex).not.toHaveBeenCalled()
    expect(useCart.getState().items).toEqual([])
  })

  it('keeps the saved cart when the catalogue cannot be fetched, and reads it once back online', async () => {
    const stored = envelope([{ id: 1, orderQuantity: 2 }])
    localStorage.setItem(CART_STORAGE_KEY, stored)
    vi.mocked(loadShopIndex).mockRejectedValue(new TypeError('Failed to fetch'))
    render(<StoreSync />)
    await waitFor(() => expect(cartLoadFailed()).toBe(true))
    expect(useCart.getState().hydrated).toBe(false)
    // A change made meanwhile waits for the saved cart rather than replacing it.
    useCart.getState().add(cards)
    await waitFor(() => expect(loadShopIndex).toHaveBeenCalledTimes(2))
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(stored)

    vi.mocked(loadShopIndex).mockResolvedValue(shopIndex)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(useCart.getState().hydrated).toBe(true))
    expect(cartLoadFailed()).toBe(false)
    expect(useCart.getState().items).toEqual([{ ...guide, orderQuantity: 2 }])
  })

  it('applies a change made before the saved cart was read on top of it', async () => {
    localStorage.setItem(CART_STORAGE_KEY, envelope([{ id: 1, orderQuantity: 1 }]))
    let release: (value: typeof shopIndex) => void = () => {}
    vi.mocked(loadShopIndex).mockReturnValue(new Promise((resolve) => (release = resolve)))
    render(<StoreSync />)
    useCart.getState().add(cards)
    expect(useCart.getState().items).toEqual([])
    release(shopIndex)
    await waitFor(() => expect(useCart.getState().items).toHaveLength(2))
    expect(useCart.getState().items.map((line) => line.id)).toEqual([1, 2])
  })
})
