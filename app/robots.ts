import type { MetadataRoute } from 'next'
import { siteUrl, withBase } from '@/lib/paths'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: withBase('/'),
        disallow: ['/cart', '/wishlist', '/checkout'].map(withBase),
      },
    ],
    sitemap: siteUrl('/sitemap.xml'),
  }
}
