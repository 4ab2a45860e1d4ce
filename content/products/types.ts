/** The product types the shop's client code shares: a leaf, so its modules never import each other. */
import type { Photo } from '@/lib/images/photo'
import type { ProductCategory } from './schema'

/**
 * What the shop's client code knows about a product: enough to show it in the cart, the
 * wishlist and the header, and to check stock. Built on the server from the catalogue and passed
 * down as plain props, so the client never loads the whole catalogue.
 */
export type ProductSnapshot = {
  id: number
  title: string
  img: string
  /** The variants of `img` when it is a photo (made by the build), drawn in its place. */
  photo?: Photo
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
