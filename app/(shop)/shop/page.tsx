import { SHOP_LIST, ShopListing } from '@/components/shop/shop-listing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata(SHOP_LIST)

export default function ShopPage() {
  return <ShopListing page={1} />
}
