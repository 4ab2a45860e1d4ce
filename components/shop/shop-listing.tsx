import { Suspense } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import { Section } from '@/components/ui/section'
import {
  shopCards,
  shopBanner,
  shopControlLabels,
  SHOP_PATH,
  defaultShopQuery,
  shopPage,
} from '@/content/products'
import { ShopBrowser } from './shop-browser'
import { ShopResults } from './shop-results'

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

/**
 * One pre-rendered page of the shop in default order: its own 9 products, rendered on the
 * server. Sort and filter run in the browser (ShopBrowser) from the catalogue index.
 */
export function ShopListing({ page }: { page: number }) {
  const query = { ...defaultShopQuery, page: String(page) }
  const result = shopPage(shopCards, query)
  const grid = <ShopResults result={result} query={query} labels={shopControlLabels} />
  return (
    <>
      <PageRelLinks basePath={SHOP_PATH} page={result.page} pages={result.pages} />
      <PageBanner list title={shopBanner.title} lead={shopBanner.lead} />
      {/* The site search reads the banner only: each product is found on its own page. */}
      <Section data-pagefind-ignore="all">
        <Suspense fallback={grid}>
          <ShopBrowser firstPage={page === 1} pages={result.pages} labels={shopControlLabels}>
            {grid}
          </ShopBrowser>
        </Suspense>
      </Section>
    </>
  )
}
