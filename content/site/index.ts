/** The site domain: brand and contact settings, navigation, the contact page and legal copy. */
import { siteNavigation } from '@/lib/site-config'
import { legalDocument } from './legal'
import type { NavGroup, NavLink } from './schema'

export * from './schema'
export { siteConfig } from '@/lib/site-config'
export { contactPage } from './contact'
export { analyticsCopy, chatLauncherCopy, consentCopy } from './consent'

/** Main navigation. */
export const mainNav: NavLink[] = siteNavigation.main

/** Primary footer. */
export const primaryFooterNav: NavGroup[] = siteNavigation.primaryFooter

/** Alternate footer of the template pages: terms, privacy, cookies and support all go to /contact. */
export const alternateFooterNav: NavGroup[] = siteNavigation.alternateFooter

/** The legal pages, from content/legal/*.md. */
export const legalDocuments = {
  terms: legalDocument('terms'),
  privacy: legalDocument('privacy'),
  cookies: legalDocument('cookies'),
}

/**
 * The version a visitor's cookie choices are kept under: the cookie policy's date. A new date (a
 * changed policy) makes every earlier choice void, so the visitor is asked again.
 */
export const cookieChoicesVersion = legalDocuments.cookies.updated
