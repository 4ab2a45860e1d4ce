import { CookieChoicesControl } from '@/components/consent/cookie-choices'
import { LegalPage, legalMetadata } from '@/components/legal/legal-page'
import { consentCopy } from '@/content/site'

export const metadata = legalMetadata('cookies')

export default function CookiePolicyPage() {
  return (
    <LegalPage name="cookies">
      {/* Under the policy's last section, "Your cookie choices", as wide as its text. */}
      <div className="mt-6 max-w-[72ch]">
        <CookieChoicesControl copy={consentCopy} />
      </div>
    </LegalPage>
  )
}
