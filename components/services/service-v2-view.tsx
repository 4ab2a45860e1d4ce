import { PageBanner } from '@/components/layout/page-banner'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import type { ServiceCard, ServicesCopy, Testimonial } from '@/content/marketing/schema'
import type { ServicesPageCopy } from '@/content/pages/schema'

const threeColumns = 'sm:grid-cols-2 lg:grid-cols-3'

/** /service-v2 under the header: banking solutions, featured products, the loan band, testimonials. */
export function ServiceV2View({
  copy,
  cards,
  services,
  testimonials,
}: {
  copy: ServicesPageCopy
  /** The service cards of its two grids: home-4 and home-3. */
  cards: { solutions: ServiceCard[]; products: ServiceCard[] }
  services: ServicesCopy
  testimonials: Testimonial[]
}) {
  return (
    <>
      <PageBanner {...copy.v2Banner} crumbs={[{ label: 'Services' }]} />
      <FeatureGrid
        {...copy.v2Solutions}
        items={cards.solutions}
        className={threeColumns}
        href="/service-details"
        linkLabel="Service details"
      />
      <FeatureGrid
        tone="alt"
        {...copy.v2Products}
        items={cards.products}
        className={threeColumns}
      />
      <CtaBanner
        id="loan-heading"
        eyebrow={services.loanBanner.amount}
        title={services.loanBanner.title}
        desc={services.loanBanner.desc}
        actions={
          <ButtonLink href="/contact" variant="accent" size="lg">
            Get Started
          </ButtonLink>
        }
      />
      <Section heading={{ id: 'v2-testimonials-heading', ...copy.v2Testimonials }}>
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
