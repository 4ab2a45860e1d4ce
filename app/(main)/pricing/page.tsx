import { FaqAccordion } from '@/components/faq/faq-accordion'
import { FeatureCard } from '@/components/home/feature-card'
import { PageBanner } from '@/components/layout/page-banner'
import { ButtonLink } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Section, SectionHeading } from '@/components/ui/section'
import { faqItems } from '@/content/faq'
import { pricingIncluded, pricingPrinciples } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Pricing',
  description:
    'Coverbridge pricing is performance-based, with no big upfront fees, no long-term contracts and no hidden fees. Request pricing information for your firm.',
  path: '/pricing',
})

export default function PricingPage() {
  const pricingQuestions = faqItems.filter((item) => item.category === 'Finance')
  return (
    <>
      <PageBanner
        title="Pricing"
        lead="We do well when you write business. Our pricing follows four simple rules, and every proposal spells out each charge before you sign."
      >
        <ButtonLink href="/contact" variant="accent" size="lg" className="mt-8">
          Request Pricing Information
        </ButtonLink>
      </PageBanner>

      <Section aria-labelledby="philosophy-heading">
        <SectionHeading
          id="philosophy-heading"
          eyebrow="Our pricing philosophy"
          title="Four rules we price by"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pricingPrinciples.map((principle) => (
            <li key={principle.title}>
              <FeatureCard icon={principle.icon} title={principle.title} desc={principle.desc} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="alt" aria-labelledby="included-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <SectionHeading
              id="included-heading"
              eyebrow="Included with every account"
              title="Everything you need to go live"
              className="mb-6"
            />
            <ul className="grid gap-3">
              {pricingIncluded.map((item) => (
                <li key={item} className="flex items-start gap-3 text-ink">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                    <Icon name="check" size={16} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-raised md:p-8">
            <h3 className="text-2xl font-bold text-ink">Pricing for your firm</h3>
            <p className="mt-3 text-muted">
              Because our fees follow the business you write, we price each firm on its lines,
              volume and integrations. Tell us about your book and we will send a written proposal,
              usually within two business days.
            </p>
            <ButtonLink href="/contact" size="lg" className="mt-6 w-full">
              Request Pricing Information
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="pricing-faq-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_2fr]">
          <SectionHeading
            id="pricing-faq-heading"
            eyebrow="Pricing questions"
            title="What firms ask before they sign"
            className="mb-0"
          />
          <FaqAccordion items={pricingQuestions} />
        </div>
      </Section>
    </>
  )
}
