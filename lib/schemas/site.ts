import { z } from 'zod'

const text = z.string().trim().min(1)

export const socialLinkSchema = z.object({ label: text, href: z.url(), icon: text }).strict()

/** A link to a page of the site, named as the menus show it. */
export const navLinkSchema = z
  .object({ href: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a path of this site'), label: text })
  .strict()

export const navGroupSchema = z
  .object({ title: text, links: z.array(navLinkSchema).min(1) })
  .strict()

/** The site's settings file, content/site/settings.yaml. */
export const siteSettingsSchema = z
  .object({
    brand: text,
    tagline: text,
    description: text,
    /** The header's "Log in" link, unless NEXT_PUBLIC_APP_URL sets another. */
    appUrl: z.url(),
    salesEmail: z.email(),
    supportEmail: z.email(),
    phone: text,
    address: text,
    social: z.array(socialLinkSchema).min(1),
    navigation: z
      .object({
        main: z.array(navLinkSchema).min(1),
        /** The footer of the main pages. */
        primaryFooter: z.array(navGroupSchema).min(1),
        /** The footer of the template pages. */
        alternateFooter: z.array(navGroupSchema).min(1),
      })
      .strict(),
  })
  .strict()

/** The settings as pages use them: the file's values, with the build's URLs. */
export const siteConfigSchema = siteSettingsSchema
  .omit({ navigation: true })
  .extend({ siteUrl: z.url() })

export type SiteSettings = z.infer<typeof siteSettingsSchema>
export type SiteConfig = z.infer<typeof siteConfigSchema>
/** What the header and footer show of the settings (the file's values, the build's URLs aside). */
export type SiteFacts = Omit<SiteSettings, 'navigation'>
export type NavLink = z.infer<typeof navLinkSchema>
export type NavGroup = z.infer<typeof navGroupSchema>
