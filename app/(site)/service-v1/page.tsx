import { ServiceV1View } from '@/components/services/service-v1-view'
import { aboutBlocks, serviceCardsFor, servicesCopy, stats, videos } from '@/content/marketing'
import { servicesPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Our Offerings',
  description:
    'The Coverbridge rating engine, quote comparison, binding and renewals, with the key features that let brokers rate, quote and bind in under 5 minutes.',
  path: '/service-v1',
})

export default function ServiceV1Page() {
  return (
    <ServiceV1View
      copy={servicesPage}
      cards={{
        offerings: serviceCardsFor('home-5'),
        features: serviceCardsFor('home'),
        services: serviceCardsFor('home-2'),
      }}
      aboutBlock={aboutBlocks.default}
      stats={stats}
      tour={videos.tour}
      services={servicesCopy}
    />
  )
}
