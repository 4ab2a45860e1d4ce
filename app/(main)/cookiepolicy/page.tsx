import { LegalPage } from '@/components/legal/legal-page'
import { legalDocuments } from '@/content/site'
import { pageMetadata } from '@/lib/metadata'

const document = legalDocuments.cookies

export const metadata = pageMetadata({
  title: document.title,
  description: document.description,
  path: '/cookiepolicy',
})

export default function CookiePolicyPage() {
  return <LegalPage document={document} />
}
