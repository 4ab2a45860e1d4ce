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

export const legalSectionSchema = z
  .object({ heading: text, paragraphs: z.array(text).min(1) })
  .strict()

export const legalDocumentSchema = z
  .object({
    title: text,
    description: text,
    updated: text,
    sections: z.array(legalSectionSchema).min(1),
  })
  .strict()

export type SiteConfig = z.infer<typeof siteConfigSchema>
export type ContactChannel = z.infer<typeof contactChannelSchema>
export type ContactPageContent = z.infer<typeof contactPageSchema>
export type LegalDocument = z.infer<typeof legalDocumentSchema>
