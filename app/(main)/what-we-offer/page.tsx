import { Link } from '@/components/ui/link'
import { FeatureCard } from '@/components/home/feature-card'
import { PageBanner } from '@/components/layout/page-banner'
import { OnboardingSteps } from '@/components/offerings/onboarding-steps'
import { SegmentList } from '@/components/offerings/segment-list'
import { ButtonLink } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Section, SectionHeading } from '@/components/ui/section'
import {
  apiFeatures,
  apiSample,
  customerSegments,
  onboardingSteps,
  serviceCardsFor,
} from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'What We Offer',
  description:
    'One portal to rate, quote and bind specialty insurance in under 5 minutes, a full API for your own systems, and onboarding that has you live in about two weeks.',
  path: '/what-we-offer',
})

export default function WhatWeOfferPage() {
  const offerings = serviceCardsFor('home-5')
  return (
    <>
      <PageBanner
        title="What We Offer"
        lead="One portal to rate, quote and bind specialty insurance, a full API for the systems you already run, and a team that has you writing business in about two weeks."
      >
        <ButtonLink href="/contact" variant="accent" size="lg" className="mt-8">
          Get Started
        </ButtonLink>
      </PageBanner>

      <Section aria-labelledby="portal-heading">
        <SectionHeading
          id="portal-heading"
          eyebrow="The portal"
          title="Rate, quote and bind in one place"
          lead="Answer fewer than ten questions, compare more than five bindable quotes side by side, and bind in under 5 minutes, without re-keying an application into a single carrier site."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offerings.map((card) => (
            <li key={card.id}>
              <FeatureCard icon={card.icon} title={card.title} desc={card.desc} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="alt" aria-labelledby="api-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeading
              id="api-heading"
              eyebrow="The API"
              title="A full API for the systems you already run"
              lead="Everything the portal does is available through a documented API, so your agency management system, CRM or core banking platform can quote and bind directly. Integrations take two weeks or less on average."
              className="mb-8"
            />
            <ul className="space-y-6">
              {apiFeatures.map((feature) => (
                <li key={feature.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-white text-accent-strong">
                    <Icon name={feature.icon} />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
                    <p className="mt-1 text-muted">{feature.desc}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <figure className="overflow-hidden rounded-card bg-navy-950 shadow-raised lg:mt-24">
            <figcaption className="border-b border-white/10 px-5 py-3 text-sm font-semibold text-navy-100">
              {apiSample.caption}
            </figcaption>
            <pre
              className="overflow-x-auto p-5 text-xs leading-6 text-white sm:text-sm"
              tabIndex={0}
            >
              <code>{apiSample.lines.join('\n')}</code>
            </pre>
          </figure>
        </div>
      </Section>

      <Section aria-labelledby="onboarding-heading">
        <SectionHeading
          id="onboarding-heading"
          eyebrow="Onboarding"
          title="Live in about two weeks, in six steps"
          lead="A named client success manager takes you from the first conversation to your first bound policy, and stays with you afterwards."
        />
        <OnboardingSteps steps={onboardingSteps} />
      </Section>

      <Section tone="alt" aria-labelledby="segments-heading">
        <SectionHeading
          id="segments-heading"
          eyebrow="Who it serves"
          title="Built for everyone who places specialty risk"
        />
        <SegmentList segments={customerSegments} />
        <Link
          href="/customers"
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          See how each segment uses Coverbridge
        </Link>
      </Section>
    </>
  )
}
