import { ServiceDetailsView } from '@/components/services/service-details-view'
import { servicesCopy } from '@/content/marketing'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Service Details',
  description:
    'Business loans with the required insurance arranged at the same table: how it works in three steps, who qualifies, and how to talk to our team.',
  path: '/service-details',
})

export default function ServiceDetailsPage() {
  return <ServiceDetailsView services={servicesCopy} />
}
