import { ContactChannels } from '@/components/contact/contact-channels'
import { ContactForm } from '@/components/contact/contact-form'
import { PageBanner } from '@/components/layout/page-banner'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { contactPage } from '@/content/site'
import { emailJsConfig } from '@/lib/contact/emailjs-config'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
})

export default function ContactPage() {
  return (
    <>
      <PageBanner title={contactPage.title} lead={contactPage.lead} />
      <Section tone="alt">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-ink md:text-3xl">
              {contactPage.formTitle}
            </h2>
            <p className="mt-3 text-muted">{contactPage.formIntro}</p>
            <p className="mt-2 mb-6 font-medium text-ink">{contactPage.responseTime}</p>
            <ContactForm emailJs={emailJsConfig} />
          </Card>
          <ContactChannels channels={contactPage.channels} />
        </div>
      </Section>
    </>
  )
}
