import type { ProductSnapshot } from '@/content/products/client'

/** A small catalogue with the boundaries the stores care about. */
export const guide: ProductSnapshot = {
  id: 1,
  title: 'The Specialty Lines Field Guide',
  img: '/images/products/p1.svg',
  price: 42,
  discount: 0.1,
  old_price: 48,
  quantity: 48,
}
export const cards: ProductSnapshot = {
  id: 2,
  title: 'Agency Business Cards',
  img: '/images/products/p2.svg',
  price: 24,
  discount: 0,
  old_price: 24,
  quantity: 3,
}
export const soldOut: ProductSnapshot = {
  id: 3,
  title: 'Binding Authority Handbook',
  img: '/images/products/p3.svg',
  price: 58,
  discount: 0,
  old_price: 58,
  quantity: 0,
}

export const catalogue = [guide, cards, soldOut]
