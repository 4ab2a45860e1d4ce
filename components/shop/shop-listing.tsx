import { ShopListingView } from '@/components/shop/shop-listing-view'
import {
  shopCards,
  shopBanner,
  shopControlLabels,
  SHOP_PATH,
  defaultShopQuery,
  shopPage,
} from '@/content/products'

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
    <ShopListingView page={page} banner={shopBanner} cards={shopCards} labels={shopControlLabels} />
  )
}
