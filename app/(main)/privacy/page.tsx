import { LegalPage } from '@/components/legal/legal-page'
import { legalDocuments } from '@/content/site'
import { pageMetadata } from '@/lib/metadata'

const document = legalDocuments.privacy

export const metadata = pageMetadata({
  title: document.title,
  description: document.description,
  path: '/privacy',
})

export default function PrivacyPolicyPage() {
  return <LegalPage document={document} />
}
