import type { Metadata } from 'next'
import { siteConfig } from '@/lib/site-config'
import { siteUrl, withBase } from '@/lib/paths'
import { FEED_PATH, isIndexable, linksFeed, ogImageFor } from '@/lib/seo'

export type PageMetaInput = {
  /** The page part of the title: '{page} - Coverbridge'. */
  title: string
  description: string
  /** Site-relative path of the page, e.g. '/pricing'. */
  path: string
  /** Keep the page out of search results; lib/seo.ts NOINDEX_ROUTES already covers the known ones. */
  noindex?: boolean
  /** Site-relative Open Graph image; by default the page's card from lib/seo.ts ogImageFor(). */
  image?: string
}

export function pageTitle(page: string): string {
  return `${page} - ${siteConfig.brand}`
}

/** The one metadata helper: every page's title, description, canonical and social cards. */
export function pageMetadata({
  title,
  description,
  path,
  noindex,
  image,
}: PageMetaInput): Metadata {
  const fullTitle = pageTitle(title)
  const url = siteUrl(path)
  const images = [
    { url: siteUrl(image ?? ogImageFor(path)), width: 1200, height: 630, alt: fullTitle },
  ]
  const hidden = noindex || !isIndexable(path)
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      types: linksFeed(path)
        ? {
            'application/rss+xml': [
              { url: withBase(FEED_PATH), title: `${siteConfig.brand} blog` },
            ],
          }
        : undefined,
    },
    robots: hidden ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: siteConfig.brand,
      title: fullTitle,
      description,
      url,
      locale: 'en_US',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map((i) => i.url),
    },
  }
}
