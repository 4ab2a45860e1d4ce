/**
 * The client-safe side of the product domain: types, the snapshot the stores keep, labels and
 * pure helpers. Nothing here loads the catalogue or the validator, so browser code imports this
 * file and never the domain's index.
 */
import type { ProductSnapshot } from './types'
import type { Review } from './schema'

export type { Product, ProductCategory, Review, WishlistPlaceholder } from './schema'
export type { ProductSnapshot, ShopCard } from './types'

/** Only the snapshot's own fields of a richer product record (a stored line keeps no more). */
export function toSnapshot(product: ProductSnapshot): ProductSnapshot {
  const { id, title, img, photo, price, discount, old_price, quantity } = product
  const snapshot = { id, title, img, ...(photo ? { photo } : {}), price, discount }
  return old_price === undefined ? { ...snapshot, quantity } : { ...snapshot, old_price, quantity }
}

/** id -> product, for re-checking whatever storage holds against the current catalogue. */
export function indexCatalogue(
  catalogue: readonly ProductSnapshot[],
): ReadonlyMap<number, ProductSnapshot> {
  return new Map(catalogue.map((product) => [product.id, product]))
}

/** The mean of the reviews' ratings, or null when there is none. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
}

/** The page of one product. */
export function productPath(id: number): string {
  return `/shop-details/${id}`
}

export * from './query'
export { loadShopIndex } from './catalogue-index'
