import { parseEntry } from './validate'
import { siteConfigSchema } from './schemas'

/** Build-time settings; each is optional and has a safe default (README, .env.example). */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  appUrl: process.env.NEXT_PUBLIC_APP_URL || 'https://app.coverbridge.example',
}

export const siteConfig = parseEntry('content/site.ts', siteConfigSchema, {
  brand: 'Coverbridge',
  tagline: 'Empowering brokers with intuitive technology and insurance expertise.',
  description:
    'Coverbridge is the portal where brokers, agents and MGAs rate, quote and bind specialty insurance in one place, with a full API.',
  siteUrl: env.siteUrl.replace(/\/+$/, ''),
  appUrl: env.appUrl,
  salesEmail: 'sales@coverbridge.example',
  supportEmail: 'support@coverbridge.example',
  phone: '+1 (404) 555-0142',
  address: '1100 Peachtree Street NE, Suite 200, Atlanta, GA 30309',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/coverbridge', icon: 'linkedin' },
    { label: 'X', href: 'https://x.com/coverbridge', icon: 'x' },
    { label: 'YouTube', href: 'https://www.youtube.com/@coverbridge', icon: 'youtube' },
  ],
})

export type NavLink = { href: string; label: string }

/** Main navigation. */
export const mainNav: NavLink[] = [
  { href: '/what-we-offer', label: 'What We Offer' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/customers', label: 'Customers' },
  { href: '/about-us', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
]

/** Primary footer. */
export const primaryFooterNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { href: '/', label: 'Home' },
      { href: '/what-we-offer', label: 'What We Offer' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/customers', label: 'Customers' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/termsofuse', label: 'Terms of Use' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/cookiepolicy', label: 'Cookie Policy' },
    ],
  },
]

/** Alternate footer of the template pages: terms, privacy, cookies and support all go to /contact. */
export const alternateFooterNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { href: '/', label: 'Home' },
      { href: '/what-we-offer', label: 'What We Offer' },
      { href: '/blog', label: 'Blog' },
      { href: '/shop', label: 'Shop' },
      { href: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '/contact', label: 'Terms' },
      { href: '/contact', label: 'Privacy' },
      { href: '/contact', label: 'Cookies' },
      { href: '/contact', label: 'Support' },
    ],
  },
]
