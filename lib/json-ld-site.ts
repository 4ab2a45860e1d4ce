/**
 * The structured data of the site itself (the organisation, the website), from its settings.
 * Apart from lib/json-ld.ts, which the page banner uses, so that reading the settings stays out of
 * what a banner needs.
 */
import type { Organization, WebSite, WithContext } from 'schema-dts'
import { siteConfig } from '@/lib/site-config'
import { siteUrl } from '@/lib/paths'

export const organizationId = `${siteUrl('/')}#organization`

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.brand,
    url: siteUrl('/'),
    logo: siteUrl('/icon.svg'),
    description: siteConfig.description,
    slogan: siteConfig.tagline,
    email: siteConfig.salesEmail,
    telephone: siteConfig.phone,
    address: { '@type': 'PostalAddress', streetAddress: siteConfig.address, addressCountry: 'US' },
    sameAs: siteConfig.social.map((link) => link.href),
  }
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.brand,
    url: siteUrl('/'),
    publisher: { '@id': organizationId },
    inLanguage: 'en-US',
  }
}
