import type { Root as HastRoot } from 'hast'
import type { Heading } from '../shared/markdown'
import { z } from 'zod'
import { text } from '../shared/schema'

export const socialLinkSchema = z.object({ label: text, href: z.url(), icon: text }).strict()

export const siteConfigSchema = z
  .object({
    brand: text,
    tagline: text,
    description: text,
    siteUrl: z.url(),
    appUrl: z.url(),
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: text,
    address: text,
    social: z.array(socialLinkSchema).min(1),
  })
  .strict()

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
    channels: z.array(contactChannelSchema).min(1),
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

export type SiteConfig = z.infer<typeof siteConfigSchema>
export type ContactChannel = z.infer<typeof contactChannelSchema>
export type ContactPageContent = z.infer<typeof contactPageSchema>
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
