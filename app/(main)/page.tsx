import { AudienceSection } from '@/components/home/audience-section'
import { HomeHero } from '@/components/home/home-hero'
import { ProofStats } from '@/components/home/proof-stats'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { JsonLd } from '@/components/seo/json-ld'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Section } from '@/components/ui/section'
import { homeFeatures, homeProof, homeTestimonials } from '@/content/pages'
import { serviceCardsFor, testimonials } from '@/content/marketing'
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld-site'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Home',
  description:
    'Rate, quote and bind specialty insurance in under 5 minutes. Coverbridge gives brokers, agents and MGAs more than five quotes from fewer than ten questions, in one portal with a full API.',
  path: '/',
})

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <HomeHero />
      <ProofStats items={homeProof} />
      <FeatureGrid tone="alt" {...homeFeatures} items={serviceCardsFor('home')} />
      <AudienceSection />
      <Section
        tone="dark"
        heading={{ id: 'testimonials-heading', ...homeTestimonials, dark: true }}
      >
        <TestimonialSlider
          label="Client testimonials"
          testimonials={testimonials}
          fade
          dots
          dark
          className="max-w-3xl"
        />
      </Section>
    </>
  )
}
