import { ShopCategoryView, ShopListingView } from '@/components/shop/shop-listing-view'
import {
  shopCards,
  shopBanner,
  shopCategoryLinks,
  shopCategoryLists,
  shopControlLabels,
  SHOP_PATH,
  defaultShopQuery,
  shopPage,
  type ShopCategoryList,
} from '@/content/products'
import { everyPageSegments, pageOfMany } from '@/lib/list-pages'

export const SHOP_LIST = {
  title: 'Shop',
  description:
    'Field guides, compliance references, producer business cards and trade magazines for insurance agencies, brokers and MGAs.',
  path: SHOP_PATH,
}

/** How many pages the shop has in default order. */
export function shopPages(): number {
  return shopPage(shopCards, defaultShopQuery).pages
}

/** One pre-rendered page of the shop in default order (components/shop/shop-listing-view.tsx). */
export function ShopListing({ page }: { page: number }) {
  return (
    <ShopListingView
      page={page}
      banner={shopBanner}
      cards={shopCards}
      labels={shopControlLabels}
      categories={shopCategoryLinks}
    />
  )
}

/** The params of the route '/shop/category/[...list]': every page of every category. */
export function shopCategoryParams(): { list: string[] }[] {
  return everyPageSegments(shopCategoryLists()).map((list) => ({ list }))
}

/** The path of the category page that params of '/shop/category/[...list]' name. */
export const shopCategoryParamsPath = ({ list }: { list: readonly string[] }) =>
  `/shop/category/${list.join('/')}`

/** The category and page a URL's segments name, or null (the 404 page). */
export function shopCategoryPageOf(segments: string[]) {
  return pageOfMany(shopCategoryLists(), segments)
}

/** One pre-rendered page of a category's products. */
export function ShopCategoryListing({ list, page }: { list: ShopCategoryList; page: number }) {
  return (
    <ShopCategoryView
      page={page}
      category={list.category}
      copy={list}
      path={list.path}
      cards={list.cards}
      labels={shopControlLabels}
      categories={shopCategoryLinks}
    />
  )
}
