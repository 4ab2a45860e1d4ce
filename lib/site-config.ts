/**
 * The site's settings (brand, contact details, social links, navigation), read from
 * content/site/settings.yaml and checked when the site builds. A leaf: metadata, structured data
 * and the social cards read it without loading any other content.
 */
import { contentPath, loadEntry, problemAt } from '@/lib/content-files/collection'
import { failOnProblems } from '@/lib/content-files/validate'
import { siteConfigSchema, siteSettingsSchema, type SiteConfig } from '@/lib/schemas/site'
import { STATIC_ROUTES } from '@/lib/seo'

const SETTINGS_FILE = contentPath('site', 'settings.yaml')
const settings = loadEntry(SETTINGS_FILE, siteSettingsSchema)
const { navigation, ...values } = settings.value

// Every menu link leads to a page the site has.
const routes = new Set<string>(STATIC_ROUTES)
failOnProblems(
  SETTINGS_FILE,
  [
    ...navigation.main.flatMap((link, index) =>
      routes.has(link.href) ? [] : [[['navigation', 'main', index, 'href'], link.href] as const],
    ),
    ...(['primaryFooter', 'alternateFooter'] as const).flatMap((footer) =>
      navigation[footer].flatMap((group, groupIndex) =>
        group.links.flatMap((link, index) =>
          routes.has(link.href)
            ? []
            : [[['navigation', footer, groupIndex, 'links', index, 'href'], link.href] as const],
        ),
      ),
    ),
  ].map(([at, href]) => problemAt(settings.source, at, `no page ${href} on this site`)),
)

/** Build-time settings; each is optional and has a safe default (README, .env.example). */
export const siteConfig: SiteConfig = siteConfigSchema.parse({
  ...values,
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  appUrl: process.env.NEXT_PUBLIC_APP_URL || values.appUrl,
})

export const siteNavigation = navigation
