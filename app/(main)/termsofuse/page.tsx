import { LegalPage } from '@/components/legal/legal-page'
import { legalDocuments } from '@/content/site'
import { pageMetadata } from '@/lib/metadata'

const document = legalDocuments.terms

export const metadata = pageMetadata({
  title: document.title,
  description: document.description,
  path: '/termsofuse',
})

export default function TermsofUsePage() {
  return <LegalPage document={document} />
}
