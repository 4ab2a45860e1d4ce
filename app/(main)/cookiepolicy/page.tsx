import { CookieChoicesControl } from '@/components/consent/cookie-choices'
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
  return (
    <LegalPage document={document}>
      {/* Under the policy's last section, "Your cookie choices", as wide as its text. */}
      <div className="mt-6 max-w-[72ch]">
        <CookieChoicesControl />
      </div>
    </LegalPage>
  )
}
