import { OfferView } from '@/components/offerings/offer-view'
import {
  apiFeatures,
  apiSample,
  customerSegments,
  onboardingSteps,
  serviceCardsFor,
} from '@/content/marketing'
import { offerPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'What We Offer',
  description:
    'One portal to rate, quote and bind specialty insurance in under 5 minutes, a full API for your own systems, and onboarding that has you live in about two weeks.',
  path: '/what-we-offer',
})

export default function WhatWeOfferPage() {
  return (
    <OfferView
      copy={offerPage}
      portal={serviceCardsFor('home-5')}
      apiFeatures={apiFeatures}
      apiSample={apiSample}
      onboardingSteps={onboardingSteps}
      segments={customerSegments}
    />
  )
}
