import { FeatureGrid } from '@/components/marketing/feature-grid'
import type { ServiceCard } from '@/content/marketing'

/** Three-card services block (Expert Advisor, Highly Secured, Management) leading to /service-v2. */
export function ServicesBlock({ cards }: { cards: ServiceCard[] }) {
  return (
    <FeatureGrid
      id="services-block-heading"
      tone="alt"
      eyebrow="Our services"
      title="Expertise, security and control in one place"
      lead="Every account comes with licensed specialists, bank-grade security and one dashboard for the whole team."
      align="center"
      items={cards}
      className="md:grid-cols-3"
      href="/service-v2"
      linkLabel="Learn more"
    />
  )
}
