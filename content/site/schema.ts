import type { Root as HastRoot } from 'hast'
import type { Heading } from '../shared/markdown'
import { z } from 'zod'
import { text } from '../shared/schema'

export * from '@/lib/schemas/site'

/** A way to reach us on /contact; `mailbox` names one of the settings' addresses. */
export const contactChannelFileSchema = z
  .object({ title: text, desc: text, mailbox: z.enum(['sales', 'support']).optional() })
  .strict()

/** A channel as the page shows it, its address taken from the site settings. */
export const contactChannelSchema = z
  .object({ title: text, desc: text, email: z.email().optional() })
  .strict()

export const contactPageSchema = z
  .object({
    title: text,
    description: text,
    lead: text,
    formTitle: text,
    formIntro: text,
    responseTime: text,
    channels: z.array(contactChannelFileSchema).min(1),
  })
  .strict()

const consentCategorySchema = z.object({ title: text, desc: text }).strict()

/**
 * The words of the cookie choices (the dialog, the footer entry, the control on /cookiepolicy)
 * and of the chat launcher. The dialog's statements are sentences of the cookie policy itself.
 */
export const consentCopySchema = z
  .object({
    title: text,
    intro: text,
    policyLink: text,
    acceptAll: text,
    rejectAll: text,
    settings: text,
    save: text,
    alwaysOn: text,
    categories: z
      .object({
        essential: consentCategorySchema,
        analytics: consentCategorySchema,
        functionality: consentCategorySchema,
      })
      .strict(),
    footerLink: text,
    change: text,
    essentialOnly: text,
  })
  .strict()

export const chatLauncherCopySchema = z
  .object({
    open: text,
    loading: text,
    failed: text,
    contact: text,
    needsConsent: text,
    allow: text,
  })
  .strict()

/** The front matter of a legal page, content/legal/{name}.md. */
export const legalDocumentSchema = z
  .object({
    title: text,
    description: text,
    updated: text,
  })
  .strict()

export type ContactChannel = z.infer<typeof contactChannelSchema>
export type ContactPageContent = Omit<z.infer<typeof contactPageSchema>, 'channels'> & {
  channels: ContactChannel[]
}
/** The words of the cookie choices and the chat launcher: content/site/consent.yaml. */
export const consentFileSchema = z
  .object({ dialog: consentCopySchema, launcher: chatLauncherCopySchema })
  .strict()

export type ConsentCopy = z.infer<typeof consentCopySchema>
export type ChatLauncherCopy = z.infer<typeof chatLauncherCopySchema>
/** A legal page as its route renders it: the front matter and the compiled Markdown body. */
export type LegalDocument = z.infer<typeof legalDocumentSchema> & {
  file: string
  body: HastRoot
  headings: Heading[]
  /** The body as plain text. */
  text: string
}
