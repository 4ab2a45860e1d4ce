/**
 * What the shop's client code knows about a product: enough to show it in the cart, the
 * wishlist and the header, and to check stock. Built on the server from `content/products.ts`
 * (lib/shop.ts) and passed down as plain props, so the client never loads the whole catalogue.
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

/** Only the snapshot's own fields of a richer product record (a stored line keeps no more). */
export function toSnapshot(product: ProductSnapshot): ProductSnapshot {
  const { id, title, img, price, discount, old_price, quantity } = product
  return old_price === undefined
    ? { id, title, img, price, discount, quantity }
    : { id, title, img, price, discount, old_price, quantity }
}

/** A toast a store transition asks for; the store raises it on the shop toaster. */
export type ShopToast = { kind: 'success' | 'error' | 'info'; message: string }

/** id -> product, for re-checking whatever storage holds against the current catalogue. */
export function indexCatalogue(
  catalogue: readonly ProductSnapshot[],
): ReadonlyMap<number, ProductSnapshot> {
  return new Map(catalogue.map((product) => [product.id, product]))
}
