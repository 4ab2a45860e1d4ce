import { LegalPage, legalMetadata } from '@/components/legal/legal-page'

export const metadata = legalMetadata('privacy')

export default function PrivacyPolicyPage() {
  return <LegalPage name="privacy" />
}
