import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/metadata'
import { withBase } from '@/lib/paths'

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
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
