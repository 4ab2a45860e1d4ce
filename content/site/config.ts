import { parseEntry } from '../shared/validate'
import { siteConfigSchema } from './schema'

/** Build-time settings; each is optional and has a safe default (README, .env.example). */
const env = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  appUrl: process.env.NEXT_PUBLIC_APP_URL || 'https://app.coverbridge.example',
}

export const siteConfig = parseEntry('content/site/config.ts', siteConfigSchema, {
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
