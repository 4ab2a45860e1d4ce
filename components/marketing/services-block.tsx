import { FeatureGrid } from '@/components/marketing/feature-grid'
import type { ServiceCard } from '@/content/marketing/schema'
import type { ServicesPageCopy } from '@/content/pages/schema'

/** Three-card services block (Expert Advisor, Highly Secured, Management) leading to /service-v2. */
export function ServicesBlock({
  cards,
  copy: serviceV1Services,
}: {
  cards: ServiceCard[]
  copy: ServicesPageCopy['v1Services']
}) {
  return (
    <FeatureGrid
      id="services-block-heading"
      tone="alt"
      {...serviceV1Services}
      align="center"
      items={cards}
      className="md:grid-cols-3"
      href="/service-v2"
      linkLabel="Learn more"
    />
  )
}
