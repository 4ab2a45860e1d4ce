import { Link } from '@/components/ui/link'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { ApiSection } from '@/components/offerings/api-section'
import { OnboardingSteps } from '@/components/offerings/onboarding-steps'
import { SegmentList } from '@/components/offerings/segment-list'
import { Section } from '@/components/ui/section'
import type {
  CodeSample,
  CustomerSegment,
  Feature,
  OnboardingStep,
  ServiceCard,
} from '@/content/marketing/schema'
import type { OfferPageCopy } from '@/content/pages/schema'

/** /what-we-offer under the header: the portal, the API, onboarding and who it serves. */
export function OfferView({
  copy,
  portal,
  apiFeatures,
  apiSample,
  onboardingSteps,
  segments,
}: {
  copy: OfferPageCopy
  /** The service cards of the portal section. */
  portal: ServiceCard[]
  apiFeatures: Feature[]
  apiSample: CodeSample
  onboardingSteps: OnboardingStep[]
  segments: CustomerSegment[]
}) {
  return (
    <>
      <PageBanner {...copy.banner} />
      <FeatureGrid {...copy.portal} items={portal} />
      <ApiSection copy={copy.api} features={apiFeatures} sample={apiSample} />
      <Section heading={{ id: 'onboarding-heading', ...copy.onboarding }}>
        <OnboardingSteps steps={onboardingSteps} />
      </Section>
      <Section
        tone="alt"
        heading={{
          id: 'segments-heading',
          eyebrow: copy.segments.eyebrow,
          title: copy.segments.title,
        }}
      >
        <SegmentList segments={segments} />
        <Link
          href="/customers"
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          {copy.segments.link}
        </Link>
      </Section>
    </>
  )
}
