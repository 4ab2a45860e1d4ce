/** Copy of /contact (content/site/contact.yaml): who to write to for what, and how fast we answer. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { siteConfig } from '@/lib/site-config'
import { contactPageSchema, type ContactPageContent } from './schema'

const page = loadEntry(contentPath('site', 'contact.yaml'), contactPageSchema).value

const mailboxes = { sales: siteConfig.salesEmail, support: siteConfig.supportEmail }

export const contactPage: ContactPageContent = {
  ...page,
  channels: page.channels.map(({ mailbox, ...channel }) =>
    mailbox ? { ...channel, email: mailboxes[mailbox] } : channel,
  ),
}
