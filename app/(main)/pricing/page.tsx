import { FaqSection } from '@/components/faq/faq-section'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { PricingIncluded } from '@/components/offerings/pricing-included'
import { faqItems } from '@/content/faq'
import { pricingPrinciples } from '@/content/marketing'
import { pricingBanner, pricingFaq, pricingPhilosophy } from '@/content/pages'
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
      <PageBanner {...pricingBanner} />
      <FeatureGrid {...pricingPhilosophy} items={pricingPrinciples} />
      <PricingIncluded />
      <FaqSection id="pricing-faq-heading" {...pricingFaq} items={pricingQuestions} />
    </>
  )
}
