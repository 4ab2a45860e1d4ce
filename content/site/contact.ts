/** Copy of /contact (content/site/contact.yaml): who to write to for what, and how fast we answer. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { siteConfig } from '@/lib/site-config'
import { contactPageOf } from './contact-page'
import { contactPageSchema, type ContactPageContent } from './schema'

const page = loadEntry(contentPath('site', 'contact.yaml'), contactPageSchema).value

export const contactPage: ContactPageContent = contactPageOf(page, {
  sales: siteConfig.salesEmail,
  support: siteConfig.supportEmail,
})
