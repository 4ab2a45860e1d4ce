import { ContactChannels } from '@/components/contact/contact-channels'
import { ContactForm } from '@/components/contact/contact-form'
import { PageBanner } from '@/components/layout/page-banner'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import type { ContactPageContent } from '@/content/site/schema'
import type { EmailJsConfig } from '@/lib/contact/emailjs-config'

/** /contact under the header: the form in its card, beside who to contact and how. */
export function ContactView({
  page,
  emailJs,
  phone,
  address,
}: {
  page: ContactPageContent
  emailJs: EmailJsConfig
  phone: string
  address: string
}) {
  return (
    <>
      <PageBanner title={page.title} lead={page.lead} />
      <Section tone="alt">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-ink md:text-3xl">
              {page.formTitle}
            </h2>
            <p className="mt-3 text-muted">{page.formIntro}</p>
            <p className="mt-2 mb-6 font-medium text-ink">{page.responseTime}</p>
            <ContactForm emailJs={emailJs} />
          </Card>
          <ContactChannels channels={page.channels} phone={phone} address={address} />
        </div>
      </Section>
    </>
  )
}
