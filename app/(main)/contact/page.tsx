import { ContactView } from '@/components/contact/contact-view'
import { contactPage, siteConfig } from '@/content/site'
import { emailJsConfig } from '@/lib/contact/emailjs-config'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
})

export default function ContactPage() {
  return (
    <ContactView
      page={contactPage}
      emailJs={emailJsConfig}
      phone={siteConfig.phone}
      address={siteConfig.address}
    />
  )
}
