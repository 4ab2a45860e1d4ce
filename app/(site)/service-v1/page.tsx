import { PageBanner } from '@/components/layout/page-banner'
import { AboutBlock } from '@/components/marketing/about-block'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { ServicesBlock } from '@/components/marketing/services-block'
import { StatsCounters } from '@/components/marketing/stats-counters'
import { VideoBanner } from '@/components/marketing/video-banner'
import { ButtonLink } from '@/components/ui/button'
import { aboutBlocks, stats, videos, serviceCardsFor, chatBanner } from '@/content/marketing'
import {
  serviceV1Banner,
  serviceV1Features,
  serviceV1Offerings,
  serviceV1Tour,
} from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Our Offerings',
  description:
    'The Coverbridge rating engine, quote comparison, binding and renewals, with the key features that let brokers rate, quote and bind in under 5 minutes.',
  path: '/service-v1',
})

export default function ServiceV1Page() {
  return (
    <>
      <PageBanner {...serviceV1Banner} crumbs={[{ label: 'Services' }]} />
      <FeatureGrid tone="alt" {...serviceV1Offerings} items={serviceCardsFor('home-5')} />
      <AboutBlock content={aboutBlocks.default} />
      <FeatureGrid tone="alt" {...serviceV1Features} items={serviceCardsFor('home')} />
      <StatsCounters stats={stats} />
      <ServicesBlock cards={serviceCardsFor('home-2')} />
      <VideoBanner video={videos.tour} {...serviceV1Tour} />
      <CtaBanner
        id="chat-heading"
        title={chatBanner.title}
        desc={chatBanner.desc}
        actions={
          <>
            <ButtonLink href="/contact" variant="accent" size="lg">
              Get a Quote
            </ButtonLink>
            <ButtonLink href="/contact" variant="onDark" size="lg">
              Contact
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
