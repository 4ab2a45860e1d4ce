import { emptyWishlist, removeFromWishlist, toggleWishlist } from '@/stores/wishlist'
import { cards, guide } from './fixtures'

describe('toggleWishlist', () => {
  it('adds an absent product with a success toast', () => {
    const { state, toast } = toggleWishlist(emptyWishlist, guide)
    expect(state.items).toEqual([guide])
    expect(toast).toEqual({
      kind: 'success',
      message: 'The Specialty Lines Field Guide added to wishlist',
    })
  })

  it('removes a present product with an error toast', () => {
    const { state, toast } = toggleWishlist({ items: [guide, cards] }, guide)
    expect(state.items).toEqual([cards])
    expect(toast).toEqual({
      kind: 'error',
      message: 'The Specialty Lines Field Guide removed from wishlist',
    })
  })
})

describe('removeFromWishlist', () => {
  it('removes the item with the removed toast', () => {
    const { state, toast } = removeFromWishlist({ items: [guide, cards] }, cards.id)
    expect(state.items).toEqual([guide])
    expect(toast?.message).toBe('Agency Business Cards removed from wishlist')
  })

  it('ignores an id that is not on the list', () => {
    const start = { items: [guide] }
    expect(removeFromWishlist(start, 42)).toEqual({ state: start, toast: null })
  })
})
