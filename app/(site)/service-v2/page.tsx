import { ServiceV2View } from '@/components/services/service-v2-view'
import { serviceCardsFor, servicesCopy, testimonials } from '@/content/marketing'
import { servicesPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Banking Solutions',
  description:
    'Banking solutions for community banks and their business customers, featured specialty insurance products, and business loans of up to $20million.',
  path: '/service-v2',
})

export default function ServiceV2Page() {
  return (
    <ServiceV2View
      copy={servicesPage}
      cards={{ solutions: serviceCardsFor('home-4'), products: serviceCardsFor('home-3') }}
      services={servicesCopy}
      testimonials={testimonials}
    />
  )
}
