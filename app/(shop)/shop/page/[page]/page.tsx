import { notFound } from 'next/navigation'
import { SHOP_LIST, ShopListing, shopPages } from '@/components/shop/shop-listing'
import { listPageMetadata } from '@/lib/list-pages'
import { laterPageParams, pageFromSegment } from '@/lib/pagination'
import { shopCards, SHOP_PAGE_SIZE } from '@/content/products'

type Props = { params: Promise<{ page: string }> }

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return laterPageParams(shopCards.length, SHOP_PAGE_SIZE)
}

export async function generateMetadata({ params }: Props) {
  const pages = shopPages()
  const page = pageFromSegment((await params).page, pages)
  return page ? listPageMetadata(SHOP_LIST, page, pages) : {}
}

export default async function ShopListPage({ params }: Props) {
  const page = pageFromSegment((await params).page, shopPages())
  if (!page) notFound()
  return <ShopListing page={page} />
}
