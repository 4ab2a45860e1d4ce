/**
 * The product domain's server surface: the validated catalogue, its lookups and the shop's
 * fixed copy. Importing it parses the catalogue, so browser code imports './client' instead.
 */
import type { ShopCard, ShopControlLabels } from './client'
import { withCatalogueFixture } from './fixture'
import { catalogue, shopCopy } from './load'
import { firstById, firstPlaces } from '@/lib/first-by-id'
import { pageCount } from '@/lib/pagination'
import { productCategories, SHOP_PAGE_SIZE, shopCategoryPath } from './query'
import type { Product, ProductCategory, ShopCategoryCopy } from './schema'
import { categoryLinksOf, controlLabelsOf, shopCardsOf } from './shop-cards'

export * from './client'
export * from './schema'
export { productJsonLd } from './json-ld'

/** The product files as written, before checking (the schema tests parse them again). */
export const rawProducts = catalogue.raw

export const products: Product[] = withCatalogueFixture(catalogue.items)

let byId: Map<number, Product> | undefined

export function getProductById(id: number | string): Product | undefined {
  const wanted = typeof id === 'number' ? id : Number(id)
  byId ??= firstById(products)
  return byId.get(wanted)
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

/** Each category's names (a product's eyebrow, the shop filter's option) and its page's copy. */
export const categoryNames: Record<ProductCategory, ShopCategoryCopy> = shopCopy.categories

/** A product category's own pages: its copy and its products as the shop's grid draws them. */
export type ShopCategoryList = ShopCategoryCopy & {
  category: ProductCategory
  slug: string
  path: string
  cards: ShopCard[]
  pages: number
}

let categoryLists: ShopCategoryList[] | undefined
let placeInCategory: Map<ProductCategory, Map<number, number>> | undefined

/**
 * Every product category's list, in the filter's order, each paged 9 products a page as /shop.
 * Made once from the catalogue loaded with this module, then shared: every category page and
 * every product's related products read it, thousands at scale.
 */
export function shopCategoryLists(): ShopCategoryList[] {
  return (categoryLists ??= productCategories.map((category) => {
    const cards = shopCards.filter((card) => card.category === category)
    return {
      ...categoryNames[category],
      category,
      slug: category,
      path: shopCategoryPath(category),
      cards,
      pages: pageCount(cards.length, SHOP_PAGE_SIZE),
    }
  }))
}

/**
 * Up to four products to look at after this one: others of its category, those after it in the
 * catalogue first (then from the start), so each product's page leads to different ones.
 */
export function relatedProducts(product: Product, count = 4): ShopCard[] {
  const list = shopCategoryLists().find((candidate) => candidate.category === product.category)
  if (!list) return []
  const same = list.cards
  placeInCategory ??= new Map(
    shopCategoryLists().map((other) => [other.category, firstPlaces(other.cards)]),
  )
  const at = placeInCategory.get(list.category)?.get(product.id) ?? -1
  return [
    ...same.slice(at + 1, at + 1 + count),
    ...same.slice(0, Math.min(Math.max(at, 0), count)),
  ].slice(0, count)
}

/** The links to every category's own pages, by their names in the filter. */
export const shopCategoryLinks = categoryLinksOf(shopCopy.categories)

/** The words of the shop's sort and filter options, for its controls in the browser. */
export const shopControlLabels: ShopControlLabels = controlLabelsOf(shopCopy)
