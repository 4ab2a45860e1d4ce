// @vitest-environment jsdom
import { toast } from 'sonner'
import { SHOP_TOASTER } from '@/lib/toasts'
import { CART_STORAGE_KEY, hydrateCart, useCart } from '@/stores/cart'
import { STORAGE_VERSION } from '@/stores/persist-storage'
import { hydrateWishlist, useWishlist, WISHLIST_STORAGE_KEY } from '@/stores/wishlist'
import { cards, catalogue, guide, soldOut } from './fixtures'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** The toast library loads on the first toast, so a toast is raised a little after its action. */
const raised = (expectation: () => void) => vi.waitFor(expectation)

const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')

beforeEach(async () => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.info).mockClear()
  localStorage.clear()
  await hydrateCart(catalogue)
  await hydrateWishlist(catalogue)
  useCart.setState({ items: [], orderQuantity: 1 })
  useWishlist.setState({ items: [] })
  localStorage.clear()
})

describe('cart store', () => {
  it('persists only ids and quantities under cart_products, with a version', () => {
    useCart.getState().add(guide)
    expect(saved(CART_STORAGE_KEY)).toEqual({
      state: { items: [{ id: 1, orderQuantity: 1 }] },
      version: STORAGE_VERSION,
    })
  })

  it('raises its toasts on the shop toaster', async () => {
    useCart.getState().add(guide)
    await raised(() =>
      expect(toast.success).toHaveBeenCalledWith('The Specialty Lines Field Guide added to cart', {
        toasterId: SHOP_TOASTER,
      }),
    )
    useCart.getState().add(soldOut)
    await raised(() =>
      expect(toast.error).toHaveBeenCalledWith('Out of stock Binding Authority Handbook', {
        toasterId: SHOP_TOASTER,
      }),
    )
    useCart.getState().add(guide)
    useCart.getState().decrement(guide.id)
    await raised(() =>
      expect(toast.info).toHaveBeenCalledWith(
        'The Specialty Lines Field Guide Quantity Decrement',
        {
          toasterId: SHOP_TOASTER,
        },
      ),
    )
    useCart.getState().remove(guide.id)
    await raised(() =>
      expect(toast.error).toHaveBeenLastCalledWith(
        'The Specialty Lines Field Guide Remove from cart',
        { toasterId: SHOP_TOASTER },
      ),
    )
  })

  it('rehydrates from corrupt storage without throwing and keeps the valid lines', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: [{ id: 2, orderQuantity: 40 }, { id: 'x' }, null, { id: 77 }] },
        version: STORAGE_VERSION,
      }),
    )
    await hydrateCart(catalogue)
    expect(useCart.getState().items).toEqual([{ ...cards, orderQuantity: 3 }])
    expect(useCart.getState().hydrated).toBe(true)
  })

  it('rehydrates invalid JSON as an empty cart', async () => {
    useCart.setState({ items: [{ ...guide, orderQuantity: 1 }] })
    localStorage.setItem(CART_STORAGE_KEY, '{"state":')
    await expect(hydrateCart(catalogue)).resolves.toBeUndefined()
    expect(useCart.getState().items).toEqual([])
  })

  it('migrates an old bare-array cart and writes it back in the current format', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...guide, orderQuantity: 2 }]))
    await hydrateCart(catalogue)
    expect(useCart.getState().items).toEqual([{ ...guide, orderQuantity: 2 }])
    expect(saved(CART_STORAGE_KEY)).toEqual({
      state: { items: [{ id: 1, orderQuantity: 2 }] },
      version: STORAGE_VERSION,
    })
  })

  it('does not persist the pending quantity', () => {
    useCart.getState().add(guide)
    useCart.getState().incrementPending()
    expect(useCart.getState().orderQuantity).toBe(2)
    expect(saved(CART_STORAGE_KEY).state).not.toHaveProperty('orderQuantity')
  })
})

describe('wishlist store', () => {
  it('persists ids under wishlist_items and raises success then error toasts', async () => {
    useWishlist.getState().toggle(cards)
    expect(saved(WISHLIST_STORAGE_KEY)).toEqual({
      state: { items: [{ id: 2 }] },
      version: STORAGE_VERSION,
    })
    await raised(() =>
      expect(toast.success).toHaveBeenCalledWith('Agency Business Cards added to wishlist', {
        toasterId: SHOP_TOASTER,
      }),
    )
    useWishlist.getState().toggle(cards)
    expect(useWishlist.getState().items).toEqual([])
    await raised(() =>
      expect(toast.error).toHaveBeenCalledWith('Agency Business Cards removed from wishlist', {
        toasterId: SHOP_TOASTER,
      }),
    )
  })

  it('rehydrates hostile storage to the valid, catalogue-described items', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({
        state: { items: [{ id: 1, title: '<script>alert(1)</script>' }, { id: 404 }] },
        version: STORAGE_VERSION,
      }),
    )
    await hydrateWishlist(catalogue)
    expect(useWishlist.getState().items).toEqual([guide])
  })
})
