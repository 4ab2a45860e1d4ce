import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/metadata'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cart', '/wishlist', '/checkout'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
