import { PageBanner } from '@/components/layout/page-banner'
import { AboutBlock } from '@/components/marketing/about-block'
import { CtaBanner } from '@/components/marketing/cta-banner'
import { FeatureGrid } from '@/components/marketing/feature-grid'
import { ServicesBlock } from '@/components/marketing/services-block'
import { StatsCounters } from '@/components/marketing/stats-counters'
import { VideoBanner } from '@/components/marketing/video-banner'
import { ButtonLink } from '@/components/ui/button'
import type {
  AboutBlockContent,
  ServiceCard,
  ServicesCopy,
  Stat,
  Video,
} from '@/content/marketing/schema'
import type { ServicesPageCopy } from '@/content/pages/schema'

/** /service-v1 under the header: offerings, the about block, features, numbers, tour, chat band. */
export function ServiceV1View({
  copy,
  cards,
  aboutBlock,
  stats,
  tour,
  services,
}: {
  copy: ServicesPageCopy
  /** The service cards of its three grids: home-5, home and home-2. */
  cards: { offerings: ServiceCard[]; features: ServiceCard[]; services: ServiceCard[] }
  aboutBlock: AboutBlockContent
  stats: Stat[]
  tour: Video
  services: ServicesCopy
}) {
  return (
    <>
      <PageBanner {...copy.v1Banner} crumbs={[{ label: 'Services' }]} />
      <FeatureGrid tone="alt" {...copy.v1Offerings} items={cards.offerings} />
      <AboutBlock content={aboutBlock} />
      <FeatureGrid tone="alt" {...copy.v1Features} items={cards.features} />
      <StatsCounters stats={stats} />
      <ServicesBlock cards={cards.services} copy={copy.v1Services} />
      <VideoBanner video={tour} {...copy.v1Tour} />
      <CtaBanner
        id="chat-heading"
        title={services.chatBanner.title}
        desc={services.chatBanner.desc}
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
