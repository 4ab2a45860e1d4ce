import { NotFoundContent } from '@/components/layout/not-found-content'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Page Not Found',
  description: 'The page you asked for does not exist on the Coverbridge site.',
  path: '/not-found',
  noindex: true,
})

export default function NotFoundPage() {
  return <NotFoundContent />
}
