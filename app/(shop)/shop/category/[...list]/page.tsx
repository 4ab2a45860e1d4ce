import { notFound } from 'next/navigation'
import {
  ShopCategoryListing,
  shopCategoryPageOf,
  shopCategoryParams,
  shopCategoryParamsPath,
} from '@/components/shop/shop-listing'
import { listPageMetadata } from '@/lib/list-pages'
import { toRender } from '@/lib/shard.mjs'

type Props = { params: Promise<{ list: string[] }> }

// Every page of every product category ('/shop/category/books', then '.../page/2' once it holds
// more than 9 products); any other address is the 404 page.
export const dynamicParams = false
export function generateStaticParams() {
  return toRender(shopCategoryParams(), shopCategoryParamsPath)
}

export async function generateMetadata({ params }: Props) {
  const found = shopCategoryPageOf((await params).list)
  return found ? listPageMetadata(found.list, found.page, found.list.pages) : {}
}

export default async function ShopCategoryPage({ params }: Props) {
  const found = shopCategoryPageOf((await params).list)
  if (!found) notFound()
  return <ShopCategoryListing list={found.list} page={found.page} />
}
