import { act, render, screen } from '@testing-library/react'
import { HeaderCounts } from '@/components/shop/header-counts'
import { StoreSync } from '@/components/shop/store-sync'
import { CART_STORAGE_KEY, useCart } from '@/stores/cart'
import { STORAGE_VERSION } from '@/stores/persist-storage'
import { useWishlist } from '@/stores/wishlist'
import { cards, catalogue, guide } from '../stores/fixtures'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const envelope = (items: unknown[]) =>
  JSON.stringify({ state: { items }, version: STORAGE_VERSION })

beforeEach(() => {
  useCart.setState({ items: [], orderQuantity: 1, hydrated: false })
  useWishlist.setState({ items: [], hydrated: false })
})

describe('HeaderCounts with StoreSync', () => {
  it('renders plain links first, then the counts once storage is read', () => {
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
        <StoreSync catalogue={catalogue} />
      </>,
    )
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument()
  })

  it('follows another tab through the storage event', () => {
    render(
      <>
        <HeaderCounts />
        <StoreSync catalogue={catalogue} />
      </>,
    )
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument()
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, envelope([{ id: 1, orderQuantity: 1 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    })
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(useCart.getState().items).toEqual([{ ...guide, orderQuantity: 1 }])
    act(() => {
      localStorage.setItem('wishlist_items', envelope([{ id: 1 }, { id: 2 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument()
    expect(useWishlist.getState().items).toEqual([guide, cards])
  })

  it('ignores storage events for other keys', () => {
    render(<StoreSync catalogue={catalogue} />)
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, envelope([{ id: 1, orderQuantity: 1 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }))
    })
    expect(useCart.getState().items).toEqual([])
  })
})
