import { SHOP_LIST, ShopListing, shopPages } from '@/components/shop/shop-listing'
import { laterListPages, type LaterPageProps } from '@/lib/list-pages'

const later = laterListPages(SHOP_LIST, shopPages)

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = later

export default async function ShopListPage(props: LaterPageProps) {
  return <ShopListing page={await later.page(props)} />
}
