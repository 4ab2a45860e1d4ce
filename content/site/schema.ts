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
/** A legal page as its route renders it: the front matter and the compiled Markdown body. */
export type LegalDocument = z.infer<typeof legalDocumentSchema> & {
  file: string
  body: HastRoot
  headings: Heading[]
  /** The body as plain text. */
  text: string
}
