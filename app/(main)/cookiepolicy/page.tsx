import { AnalyticsCookies } from '@/components/consent/analytics-cookies'
import { CookieChoicesControl } from '@/components/consent/cookie-choices'
import { LegalPage, legalMetadata } from '@/components/legal/legal-page'
import { analyticsCopy, consentCopy } from '@/content/site'
import { analyticsConfig } from '@/lib/analytics/config'

export const metadata = legalMetadata('cookies')

export default function CookiePolicyPage() {
  return (
    <LegalPage name="cookies">
      {/* Under the policy's last section, "Your cookie choices", as wide as its text. */}
      <div className="mt-6 max-w-[72ch]">
        <CookieChoicesControl copy={consentCopy} />
      </div>
      {analyticsConfig ? (
        <AnalyticsCookies copy={analyticsCopy} provider={analyticsConfig.provider} />
      ) : null}
    </LegalPage>
  )
}
