import { LegalPage, legalMetadata } from '@/components/legal/legal-page'

export const metadata = legalMetadata('terms')

export default function TermsofUsePage() {
  return <LegalPage name="terms" />
}
