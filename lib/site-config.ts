/**
 * The site's settings (brand, contact details, social links, navigation), read from
 * content/site/settings.yaml and checked when the site builds. A leaf: metadata, structured data
 * and the social cards read it without loading any other content.
 */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import { failOnProblems } from '@/lib/content-files/validate'
import { siteConfigSchema, siteSettingsSchema, type SiteConfig } from '@/lib/schemas/site'
import { menuProblems } from '@/lib/site-menus'

const SETTINGS_FILE = contentPath('site', 'settings.yaml')
const settings = loadEntry(SETTINGS_FILE, siteSettingsSchema)
const { navigation, ...values } = settings.value

failOnProblems(SETTINGS_FILE, menuProblems(navigation, settings.source))

/** Build-time settings; each is optional and has a safe default (README, .env.example). */
export const siteConfig: SiteConfig = siteConfigSchema.parse({
  ...values,
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  appUrl: process.env.NEXT_PUBLIC_APP_URL || values.appUrl,
})

export const siteNavigation = navigation
