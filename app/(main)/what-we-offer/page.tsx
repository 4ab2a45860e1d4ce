import { Link } from '@/components/ui/link'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { ApiSection } from '@/components/offerings/api-section'
import { OnboardingSteps } from '@/components/offerings/onboarding-steps'
import { SegmentList } from '@/components/offerings/segment-list'
import { Section } from '@/components/ui/section'
import { customerSegments, onboardingSteps, serviceCardsFor } from '@/content/marketing'
import { offerBanner, offerOnboarding, offerPortal, offerSegments } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'What We Offer',
  description:
    'One portal to rate, quote and bind specialty insurance in under 5 minutes, a full API for your own systems, and onboarding that has you live in about two weeks.',
  path: '/what-we-offer',
})

export default function WhatWeOfferPage() {
  return (
    <>
      <PageBanner {...offerBanner} />
      <FeatureGrid {...offerPortal} items={serviceCardsFor('home-5')} />
      <ApiSection />
      <Section heading={{ id: 'onboarding-heading', ...offerOnboarding }}>
        <OnboardingSteps steps={onboardingSteps} />
      </Section>
      <Section
        tone="alt"
        heading={{
          id: 'segments-heading',
          eyebrow: offerSegments.eyebrow,
          title: offerSegments.title,
        }}
      >
        <SegmentList segments={customerSegments} />
        <Link
          href="/customers"
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          {offerSegments.link}
        </Link>
      </Section>
    </>
  )
}
