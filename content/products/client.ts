/**
 * The client-safe side of the product domain: types, the snapshot the stores keep, labels and
 * pure helpers. Nothing here loads the catalogue or the validator, so browser code imports this
 * file and never the domain's index.
 */
import type { ProductCategory, Review } from './schema'

export type { Product, ProductCategory, Review, WishlistPlaceholder } from './schema'

/**
 * What the shop's client code knows about a product: enough to show it in the cart, the
 * wishlist and the header, and to check stock. Built on the server from the catalogue and passed
 * down as plain props, so the client never loads the whole catalogue.
 */
export type ProductSnapshot = {
  id: number
  title: string
  img: string
  price: number
  /** Fraction of price taken off (0.1 = 10 % off). */
  discount: number
  old_price?: number
  /** Units in stock. */
  quantity: number
}

/** A product as the shop grid needs it; built on the server, filtered in the browser. */
export type ShopCard = ProductSnapshot & {
  category: ProductCategory
  /** Any review rated above 3. */
  trending: boolean
  /** One of the last 10 products. */
  isNew: boolean
}

/** Only the snapshot's own fields of a richer product record (a stored line keeps no more). */
export function toSnapshot(product: ProductSnapshot): ProductSnapshot {
  const { id, title, img, price, discount, old_price, quantity } = product
  return old_price === undefined
    ? { id, title, img, price, discount, quantity }
    : { id, title, img, price, discount, old_price, quantity }
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
