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

/**
 * What the newsletter box says in a build with a provider: while it sends, and on each answer the
 * provider can give a web page (Mailchimp: taken, already subscribed, refused; Buttondown: only
 * that the address reached it), and when the network fails.
 */
export const newsletterCopySchema = z
  .object({
    sending: text,
    subscribed: text,
    sent: text,
    alreadySubscribed: text,
    refused: text,
    failed: text,
    notice: text,
    privacyLink: text,
  })
  .strict()

export type NewsletterCopy = z.infer<typeof newsletterCopySchema>

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
const analyticsProviderCopySchema = z
  .object({
    name: text,
    text: text,
    cookies: z.array(z.object({ name: text, purpose: text, lasts: text }).strict()),
  })
  .strict()

/**
 * What the cookie policy adds in a build with analytics: what is counted, and, for the build's
 * provider, what it is and the cookies it sets (none for Plausible and Umami).
 */
export const analyticsCopySchema = z
  .object({
    heading: text,
    counted: text,
    cookieName: text,
    cookiePurpose: text,
    cookieLasts: text,
    providers: z
      .object({
        plausible: analyticsProviderCopySchema,
        umami: analyticsProviderCopySchema,
        ga4: analyticsProviderCopySchema,
      })
      .strict(),
  })
  .strict()

export type AnalyticsCopy = z.infer<typeof analyticsCopySchema>

/** The words of the cookie choices, the chat launcher and analytics: content/site/consent.yaml. */
export const consentFileSchema = z
  .object({
    dialog: consentCopySchema,
    launcher: chatLauncherCopySchema,
    analytics: analyticsCopySchema,
  })
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
