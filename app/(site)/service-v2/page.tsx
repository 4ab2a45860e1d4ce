import { PageBanner } from '@/components/layout/page-banner'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import {
  serviceV2Banner,
  serviceV2Products,
  serviceV2Solutions,
  serviceV2Testimonials,
} from '@/content/pages'
import { serviceCardsFor, loanBanner, testimonials } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Banking Solutions',
  description:
    'Banking solutions for community banks and their business customers, featured specialty insurance products, and business loans of up to $20million.',
  path: '/service-v2',
})

const threeColumns = 'sm:grid-cols-2 lg:grid-cols-3'

export default function ServiceV2Page() {
  return (
    <>
      <PageBanner {...serviceV2Banner} crumbs={[{ label: 'Services' }]} />
      <FeatureGrid
        {...serviceV2Solutions}
        items={serviceCardsFor('home-4')}
        className={threeColumns}
        href="/service-details"
        linkLabel="Service details"
      />
      <FeatureGrid
        tone="alt"
        {...serviceV2Products}
        items={serviceCardsFor('home-3')}
        className={threeColumns}
      />
      <CtaBanner
        id="loan-heading"
        eyebrow={loanBanner.amount}
        title={loanBanner.title}
        desc={loanBanner.desc}
        actions={
          <ButtonLink href="/contact" variant="accent" size="lg">
            Get Started
          </ButtonLink>
        }
      />
      <Section heading={{ id: 'v2-testimonials-heading', ...serviceV2Testimonials }}>
        <TestimonialSlider
          label="Banker and broker testimonials"
          testimonials={testimonials}
          variant="boxed"
          dots
          autoplayMs={6000}
          slideClassName="basis-full md:basis-1/2"
        />
      </Section>
    </>
  )
}
