/** /contact's channels with their addresses, taken from the site settings. Pure. */
import type { ContactPageContent, contactPageSchema } from './schema'
import type { z } from 'zod'

type Mailboxes = { sales: string; support: string }

/** The page's copy as /contact shows it: each channel's mailbox read as its address. */
export function contactPageOf(
  page: z.infer<typeof contactPageSchema>,
  mailboxes: Mailboxes,
): ContactPageContent {
  return {
    ...page,
    channels: page.channels.map(({ mailbox, ...channel }) =>
      mailbox ? { ...channel, email: mailboxes[mailbox] } : channel,
    ),
  }
}
