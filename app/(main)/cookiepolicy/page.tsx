import { LegalPage, legalMetadata } from '@/components/legal/legal-page'

export const metadata = legalMetadata('cookies')

export default function CookiePolicyPage() {
  return <LegalPage name="cookies" />
}
