import {
  addToCart,
  clearCart,
  decrementLine,
  decrementPending,
  emptyCart,
  incrementPending,
  removeFromCart,
  type CartData,
} from '@/stores/cart'
import { cards, guide, soldOut } from './fixtures'

const withLine = (product: typeof cards, orderQuantity: number, pending = 1): CartData => ({
  items: [{ ...product, orderQuantity }],
  orderQuantity: pending,
})

describe('addToCart', () => {
  it('adds nothing when the product is out of stock and says so', () => {
    const { state, toast } = addToCart(emptyCart, soldOut)
    expect(state.items).toEqual([])
    expect(toast).toEqual({ kind: 'error', message: 'Out of stock Binding Authority Handbook' })
  })

  it('adds a new product with quantity 1, whatever the pending quantity', () => {
    const { state, toast } = addToCart({ items: [], orderQuantity: 4 }, guide)
    expect(state.items).toEqual([{ ...guide, orderQuantity: 1 }])
    expect(toast).toEqual({
      kind: 'success',
      message: 'The Specialty Lines Field Guide added to cart',
    })
  })

  it('adds the pending quantity to a product already in the cart', () => {
    const { state, toast } = addToCart(withLine(guide, 2, 3), guide)
    expect(state.items[0]?.orderQuantity).toBe(5)
    expect(toast).toEqual({
      kind: 'success',
      message: '3 The Specialty Lines Field Guide added to cart',
    })
  })

  it('allows a total exactly at stock', () => {
    const { state, toast } = addToCart(withLine(cards, 1, 2), cards)
    expect(state.items[0]?.orderQuantity).toBe(3)
    expect(toast?.message).toBe('2 Agency Business Cards added to cart')
  })

  it('refuses one past stock, keeps the line and resets the pending quantity to 1', () => {
    const { state, toast } = addToCart(withLine(cards, 2, 2), cards)
    expect(state.items[0]?.orderQuantity).toBe(2)
    expect(state.orderQuantity).toBe(1)
    expect(toast).toEqual({
      kind: 'error',
      message: 'No more quantity available for this product!',
    })
  })

  it('refuses any add once the line is at stock', () => {
    const { state, toast } = addToCart(withLine(cards, 3), cards)
    expect(state.items[0]?.orderQuantity).toBe(3)
    expect(toast?.message).toBe('No more quantity available for this product!')
  })

  it('adds an explicit quantity instead of the pending one (cart plus)', () => {
    const { state, toast } = addToCart(withLine(guide, 2, 5), guide, 1)
    expect(state.items[0]?.orderQuantity).toBe(3)
    expect(state.orderQuantity).toBe(5)
    expect(toast?.message).toBe('1 The Specialty Lines Field Guide added to cart')
  })

  it('leaves other lines alone and does not mutate the input', () => {
    const before: CartData = {
      items: [
        { ...guide, orderQuantity: 1 },
        { ...cards, orderQuantity: 1 },
      ],
      orderQuantity: 1,
    }
    const snapshot = structuredClone(before)
    const { state } = addToCart(before, cards)
    expect(state.items.map((line) => line.orderQuantity)).toEqual([1, 2])
    expect(before).toEqual(snapshot)
  })
})

describe('pending quantity', () => {
  it('starts at 1', () => {
    expect(emptyCart.orderQuantity).toBe(1)
  })

  it('plus has no upper bound', () => {
    let state = emptyCart
    for (let i = 0; i < 200; i += 1) state = incrementPending(state)
    expect(state.orderQuantity).toBe(201)
  })

  it('minus never goes below 1', () => {
    const state = decrementPending(decrementPending({ items: [], orderQuantity: 2 }))
    expect(state.orderQuantity).toBe(1)
  })
})

describe('decrementLine (cart minus)', () => {
  it('takes one off and raises the decrement toast', () => {
    const { state, toast } = decrementLine(withLine(guide, 3), guide.id)
    expect(state.items[0]?.orderQuantity).toBe(2)
    expect(toast).toEqual({
      kind: 'info',
      message: 'The Specialty Lines Field Guide Quantity Decrement',
    })
  })

  it('never goes below 1: at 1 nothing changes and no toast is raised', () => {
    const start = withLine(guide, 1)
    const { state, toast } = decrementLine(start, guide.id)
    expect(state).toBe(start)
    expect(toast).toBeNull()
  })

  it('ignores an id that is not in the cart', () => {
    const start = withLine(guide, 2)
    expect(decrementLine(start, 99)).toEqual({ state: start, toast: null })
  })
})

describe('removeFromCart and clearCart', () => {
  it('removes the line and raises the remove toast', () => {
    const start: CartData = {
      items: [
        { ...guide, orderQuantity: 2 },
        { ...cards, orderQuantity: 1 },
      ],
      orderQuantity: 1,
    }
    const { state, toast } = removeFromCart(start, guide.id)
    expect(state.items.map((line) => line.id)).toEqual([cards.id])
    expect(toast).toEqual({
      kind: 'error',
      message: 'The Specialty Lines Field Guide Remove from cart',
    })
  })

  it('ignores an id that is not in the cart', () => {
    const start = withLine(guide, 2)
    expect(removeFromCart(start, 99)).toEqual({ state: start, toast: null })
  })

  it('clearCart empties every line', () => {
    expect(clearCart(withLine(guide, 2)).items).toEqual([])
  })
})
