import { Suspense } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import { Section } from '@/components/ui/section'
import {
  SHOP_PATH,
  defaultShopQuery,
  shopPage,
  type ShopCard,
  type ShopControlLabels,
} from '@/content/products/client'
import { firstScreenSrc } from '@/lib/inline-image'
import type { ShopCopy } from '@/content/products/schema'
import { ShopBrowser } from './shop-browser'
import { FIRST_ROW, ShopResults } from './shop-results'

/**
 * One pre-rendered page of the shop in default order: its own 9 products, rendered on the
 * server. Sort and filter run in the browser (ShopBrowser) from the catalogue index. The pages
 * and the CMS's preview draw it.
 */
export function ShopListingView({
  page,
  banner,
  cards,
  labels,
}: {
  page: number
  banner: ShopCopy['banner']
  cards: ShopCard[]
  labels: ShopControlLabels
}) {
  const query = { ...defaultShopQuery, page: String(page) }
  const result = shopPage(cards, query)
  // The first row's pictures ride in the page and paint with it.
  const firstViews = result.items.slice(0, FIRST_ROW).map((card) => firstScreenSrc(card.img))
  const grid = <ShopResults result={result} query={query} labels={labels} firstViews={firstViews} />
  return (
    <>
      <PageRelLinks basePath={SHOP_PATH} page={result.page} pages={result.pages} />
      <PageBanner list title={banner.title} lead={banner.lead} />
      {/* The site search reads the banner only: each product is found on its own page. */}
      <Section data-pagefind-ignore="all">
        <Suspense fallback={grid}>
          <ShopBrowser firstPage={page === 1} pages={result.pages} labels={labels}>
            {grid}
          </ShopBrowser>
        </Suspense>
      </Section>
    </>
  )
}
