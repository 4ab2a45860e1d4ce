import { FaqSection } from '@/components/faq/faq-section'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { PricingIncluded } from '@/components/offerings/pricing-included'
import type { FaqItem } from '@/content/faq/schema'
import type { Feature } from '@/content/marketing/schema'
import type { PricingPageCopy } from '@/content/pages/schema'

/** /pricing under the header: the philosophy, what is included, and pricing questions. */
export function PricingView({
  copy,
  principles,
  included,
  questions,
}: {
  copy: PricingPageCopy
  principles: Feature[]
  included: string[]
  /** The FAQ's Finance questions. */
  questions: FaqItem[]
}) {
  return (
    <>
      <PageBanner {...copy.banner} />
      <FeatureGrid {...copy.philosophy} items={principles} />
      <PricingIncluded copy={copy.included} included={included} />
      <FaqSection id="pricing-faq-heading" {...copy.faq} items={questions} />
    </>
  )
}
