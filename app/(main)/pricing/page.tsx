import { PricingView } from '@/components/offerings/pricing-view'
import { faqItems } from '@/content/faq'
import { pricingIncluded, pricingPrinciples } from '@/content/marketing'
import { pricingPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Pricing',
  description:
    'Coverbridge pricing is performance-based, with no big upfront fees, no long-term contracts and no hidden fees. Request pricing information for your firm.',
  path: '/pricing',
})

export default function PricingPage() {
  return (
    <PricingView
      copy={pricingPage}
      principles={pricingPrinciples}
      included={pricingIncluded}
      questions={faqItems.filter((item) => item.category === 'Finance')}
    />
  )
}
