/** Server side of the shop: built from the validated content once; client islands get plain props. */
import { products } from '@/content/products'
import type { Product } from '@/content/schemas'
import type { ShopCard } from '@/lib/shop-query'
import type { ProductSnapshot } from '@/stores/product-snapshot'

/** How many of the last products count as 'new'. */
const NEW_COUNT = 10

/** The part of a product the cart, the wishlist and the buttons need, as plain props. */
export function productSnapshot(product: Product): ProductSnapshot {
  const { id, title, img, price, discount, old_price, quantity } = product
  return { id, title, img, price, discount, old_price, quantity }
}

export const shopCards: ShopCard[] = products.map((product, index) => ({
  ...productSnapshot(product),
  category: product.category,
  trending: product.reviews.some((review) => review.rating > 3),
  isNew: index >= products.length - NEW_COUNT,
}))
