import { Suspense } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { ShopBrowser } from '@/components/shop/shop-browser'
import { ShopResults } from '@/components/shop/shop-results'
import { Section } from '@/components/ui/section'
import { shopCards } from '@/lib/shop'
import { defaultShopQuery } from '@/lib/shop-query'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Shop',
  description:
    'Field guides, compliance references, producer business cards and trade magazines for insurance agencies, brokers and MGAs.',
  path: '/shop',
})

export default function ShopPage() {
  return (
    <>
      <PageBanner
        title="Shop"
        lead="Desk references, business cards and trade reading for brokers, agents and MGAs."
      />
      <Section>
        {/* The HTML holds the first page in default order; the URL's sort, filter and page apply once the browser reads them. */}
        <Suspense fallback={<ShopResults cards={shopCards} query={defaultShopQuery} />}>
          <ShopBrowser cards={shopCards} />
        </Suspense>
      </Section>
    </>
  )
}
