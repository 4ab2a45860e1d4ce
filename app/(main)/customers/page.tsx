import { CustomersView } from '@/components/offerings/customers-view'
import { customerSegments } from '@/content/marketing'
import { customersPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Customers',
  description:
    'How wholesale brokers, retail agents, MGAs and MGUs, associations, community banks, carriers and PEOs use Coverbridge to rate, quote and bind specialty insurance.',
  path: '/customers',
})

export default function CustomersPage() {
  return <CustomersView copy={customersPage} customerSegments={customerSegments} />
}
