/**
 * The shop's lists from the catalogue and the shop's copy. Pure (the photo helper aside, which the
 * CMS's preview has a twin of): the build and the preview make them here.
 */
import { photoFor } from '@/lib/images/manifest'
import { toSnapshot } from './client'
import { productCategories, shopCategoryPath, type ShopControlLabels } from './query'
import type { Product, ProductCategory, ShopCopy } from './schema'
import type { ShopCard } from './types'

/** How many of the last products count as 'new'. */
const NEW_COUNT = 10

/** Every product as the shop grid and the catalogue index need it, as plain props. */
export function shopCardsOf(products: readonly Product[]): ShopCard[] {
  return products.map((product, index) => ({
    ...toSnapshot({ ...product, photo: photoFor(product.img) }),
    category: product.category,
    trending: product.reviews.some((review) => review.rating > 3),
    isNew: index >= products.length - NEW_COUNT,
  }))
}

/** The words of the shop's sort and filter options, for its controls in the browser. */
export function controlLabelsOf(shopCopy: ShopCopy): ShopControlLabels {
  const names = shopCopy.categories
  return {
    sort: shopCopy.controls.sort,
    filter: {
      ...shopCopy.controls.filter,
      books: names.books.filter,
      'visiting-card': names['visiting-card'].filter,
      magazine: names.magazine.filter,
    },
    groups: shopCopy.controls.groups,
  }
}

/** A link to a category's own pages, by the name the shop's filter gives it. */
export type ShopCategoryLink = { category: ProductCategory; label: string; path: string }

/** The links to every category's pages, in the filter's order. */
export function categoryLinksOf(categories: ShopCopy['categories']): ShopCategoryLink[] {
  return productCategories.map((category) => ({
    category,
    label: categories[category].filter,
    path: shopCategoryPath(category),
  }))
}
