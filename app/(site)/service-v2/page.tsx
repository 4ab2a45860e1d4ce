import { FeatureCard } from '@/components/home/feature-card'
import { PageBanner } from '@/components/layout/page-banner'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { ButtonLink } from '@/components/ui/button'
import { Section, SectionHeading } from '@/components/ui/section'
import { serviceCardsFor, loanBanner, testimonials } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Banking Solutions',
  description:
    'Banking solutions for community banks and their business customers, featured specialty insurance products, and business loans of up to $20million.',
  path: '/service-v2',
})

export default function ServiceV2Page() {
  const solutions = serviceCardsFor('home-4')
  const products = serviceCardsFor('home-3')
  return (
    <>
      <PageBanner
        title="Banking Solutions"
        crumbs={[{ label: 'Services' }]}
        lead="Loans, accounts and cards for business customers, with the insurance they need quoted at the same table."
      />

      <Section aria-labelledby="banking-heading">
        <SectionHeading
          id="banking-heading"
          eyebrow="Banking solutions"
          title="Everything a business customer asks their bank for"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {solutions.map((card) => (
            <li key={card.id}>
              <FeatureCard
                icon={card.icon}
                title={card.title}
                desc={card.desc}
                href="/service-details"
                linkLabel="Service details"
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="alt" aria-labelledby="products-heading">
        <SectionHeading
          id="products-heading"
          eyebrow="Featured products"
          title="Specialty cover your customers can bind today"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((card) => (
            <li key={card.id}>
              <FeatureCard icon={card.icon} title={card.title} desc={card.desc} />
            </li>
          ))}
        </ul>
      </Section>

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

      <Section aria-labelledby="v2-testimonials-heading">
        <SectionHeading
          id="v2-testimonials-heading"
          eyebrow="Testimonials"
          title="What bankers and brokers say"
        />
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
