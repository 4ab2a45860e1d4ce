/**
 * The product domain's server surface: the validated catalogue, its lookups and the shop's
 * fixed copy. Importing it parses the catalogue, so browser code imports './client' instead.
 */
import type { ShopCard, ShopControlLabels } from './client'
import { withCatalogueFixture } from './fixture'
import { catalogue, shopCopy } from './load'
import type { Product, ProductCategory } from './schema'
import { controlLabelsOf, shopCardsOf } from './shop-cards'

export * from './client'
export * from './schema'
export { productJsonLd } from './json-ld'

/** The product files as written, before checking (the schema tests parse them again). */
export const rawProducts = catalogue.raw

export const products: Product[] = withCatalogueFixture(catalogue.items)

export function getProductById(id: number | string): Product | undefined {
  const wanted = typeof id === 'number' ? id : Number(id)
  return products.find((product) => product.id === wanted)
}

/** Every product as the shop grid and the catalogue index need it, as plain props. */
export const shopCards: ShopCard[] = shopCardsOf(products)

/** The banner of every shop page: its h1 and lead. */
export const shopBanner = shopCopy.banner

/** The four service promises under every product. */
export const shopPromises = shopCopy.promises

/** The cart's and the wishlist's leads, which are also their pages' descriptions. */
export const savedListsCopy = shopCopy.savedLists

/** The wishlist shows the same placeholder serial number, size and colour on every row. */
export const wishlistPlaceholder = shopCopy.wishlistPlaceholder

/** Each category's names: one product's eyebrow on its page, and the shop filter's option. */
export const categoryNames: Record<ProductCategory, { one: string; filter: string }> =
  shopCopy.categories

/** The words of the shop's sort and filter options, for its controls in the browser. */
export const shopControlLabels: ShopControlLabels = controlLabelsOf(shopCopy)
