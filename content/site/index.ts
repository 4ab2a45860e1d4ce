/** The site domain: brand and contact settings, navigation, the contact page and legal copy. */
import { legalDocument } from './legal'

export * from './schema'
export { siteConfig } from './config'
export { contactPage } from './contact'
export { chatLauncherCopy, consentCopy } from './consent'

export type NavLink = { href: string; label: string }
export type NavGroup = { title: string; links: NavLink[] }

/** A link to a page, named as the menus show it. */
const link = (href: string, label: string): NavLink => ({ href, label })

const home = link('/', 'Home')
const offer = link('/what-we-offer', 'What We Offer')
const pricing = link('/pricing', 'Pricing')
const customers = link('/customers', 'Customers')
const contact = link('/contact', 'Contact Us')

/** Main navigation. */
export const mainNav: NavLink[] = [
  offer,
  pricing,
  customers,
  link('/about-us', 'About Us'),
  contact,
]

/** Primary footer. */
export const primaryFooterNav: NavGroup[] = [
  { title: 'Platform', links: [home, offer, pricing, customers, contact] },
  {
    title: 'Legal',
    links: [
      link('/termsofuse', 'Terms of Use'),
      link('/privacy', 'Privacy Policy'),
      link('/cookiepolicy', 'Cookie Policy'),
    ],
  },
]

/** Alternate footer of the template pages: terms, privacy, cookies and support all go to /contact. */
export const alternateFooterNav: NavGroup[] = [
  {
    title: 'Explore',
    links: [home, offer, link('/blog', 'Blog'), link('/shop', 'Shop'), link('/faq', 'FAQ')],
  },
  {
    title: 'Help',
    links: ['Terms', 'Privacy', 'Cookies', 'Support'].map((label) => link('/contact', label)),
  },
]

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
