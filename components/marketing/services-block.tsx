import { FeatureCard } from '@/components/home/feature-card'
import { Section, SectionHeading } from '@/components/ui/section'
import type { ServiceCard } from '@/content/marketing'

/** Three-card services block (Expert Advisor, Highly Secured, Management) leading to /service-v2. */
export function ServicesBlock({ cards }: { cards: ServiceCard[] }) {
  return (
    <Section tone="alt" aria-labelledby="services-block-heading">
      <SectionHeading
        id="services-block-heading"
        eyebrow="Our services"
        title="Expertise, security and control in one place"
        lead="Every account comes with licensed specialists, bank-grade security and one dashboard for the whole team."
        align="center"
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <FeatureCard
              icon={card.icon}
              title={card.title}
              desc={card.desc}
              href="/service-v2"
              linkLabel="Learn more"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
