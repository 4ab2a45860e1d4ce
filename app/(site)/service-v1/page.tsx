import { FeatureCard } from '@/components/home/feature-card'
import { PageBanner } from '@/components/layout/page-banner'
import { AboutBlock } from '@/components/marketing/about-block'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { ServicesBlock } from '@/components/marketing/services-block'
import { StatsCounters } from '@/components/marketing/stats-counters'
import { VideoBanner } from '@/components/marketing/video-banner'
import { ButtonLink } from '@/components/ui/button'
import { Section, SectionHeading } from '@/components/ui/section'
import { aboutBlocks, stats, videos, serviceCardsFor, chatBanner } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Our Offerings',
  description:
    'The Coverbridge rating engine, quote comparison, binding and renewals, with the key features that let brokers rate, quote and bind in under 5 minutes.',
  path: '/service-v1',
})

export default function ServiceV1Page() {
  const offerings = serviceCardsFor('home-5')
  const keyFeatures = serviceCardsFor('home')
  return (
    <>
      <PageBanner
        title="Our Offerings"
        crumbs={[{ label: 'Services' }]}
        lead="Everything a producer needs to place specialty risk, from the first question to the renewal."
      />

      <Section tone="alt" aria-labelledby="offerings-heading">
        <SectionHeading
          id="offerings-heading"
          eyebrow="Offerings"
          title="One platform, from rating to renewal"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offerings.map((card) => (
            <li key={card.id}>
              <FeatureCard icon={card.icon} title={card.title} desc={card.desc} />
            </li>
          ))}
        </ul>
      </Section>

      <AboutBlock content={aboutBlocks.default} />

      <Section tone="alt" aria-labelledby="key-features-heading">
        <SectionHeading
          id="key-features-heading"
          eyebrow="Key Features"
          title="Why producers switch to Coverbridge"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {keyFeatures.map((card) => (
            <li key={card.id}>
              <FeatureCard icon={card.icon} title={card.title} desc={card.desc} />
            </li>
          ))}
        </ul>
      </Section>

      <StatsCounters stats={stats} />

      <ServicesBlock cards={serviceCardsFor('home-2')} />

      <VideoBanner
        video={videos.tour}
        eyebrow="Product tour"
        title="From a short application to a bound policy"
        lead="Follow one general liability risk through the portal: eight questions, five carrier quotes, one click to bind."
      />

      <CtaBanner
        id="chat-heading"
        title={chatBanner.title}
        desc={chatBanner.desc}
        actions={
          <>
            <ButtonLink href="/contact" variant="accent" size="lg">
              Get a Quote
            </ButtonLink>
            <ButtonLink href="/contact" variant="onDark" size="lg">
              Contact
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
