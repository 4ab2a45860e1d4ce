import type { ReactNode } from 'react'
import { AudienceSection } from '@/components/home/audience-section'
import { HomeHero } from '@/components/home/home-hero'
import { ProofStats } from '@/components/home/proof-stats'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Section } from '@/components/ui/section'
import type { ServiceCard, Testimonial } from '@/content/marketing/schema'
import type { Audience } from '@/content/pages/audiences'
import type { HomePageCopy } from '@/content/pages/schema'

/**
 * The home page under the header: hero, numbers, key features, who it serves, testimonials. The
 * page and the CMS's preview draw it. Each element keeps the place it had in the page (the JSON-LD
 * slots first): React numbers useId's ids by their place, and the HTML keeps every byte.
 */
export function HomeView({
  copy,
  tagline,
  features,
  audiences,
  testimonials,
  organizationData,
  websiteData,
}: {
  copy: HomePageCopy
  tagline: string
  /** The service cards of the home page. */
  features: ServiceCard[]
  audiences: Audience[]
  testimonials: Testimonial[]
  organizationData?: ReactNode
  websiteData?: ReactNode
}) {
  return (
    <>
      {organizationData}
      {websiteData}
      <HomeHero hero={copy.hero} tagline={tagline} />
      <ProofStats items={copy.proof} />
      <FeatureGrid tone="alt" {...copy.features} items={features} />
      <AudienceSection audience={copy.audience} audiences={audiences} />
      <Section
        tone="dark"
        heading={{ id: 'testimonials-heading', ...copy.testimonials, dark: true }}
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
