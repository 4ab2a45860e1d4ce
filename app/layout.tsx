import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { siteConfig } from '@/content/site'
import { SITE_FOOTER_ID } from '@/components/layout/landmarks'
import { analyticsConfig } from '@/lib/analytics/config'
import { svgDataUrl } from '@/lib/inline-image'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  // The origin only: metadata URLs are written with their path prefix already (lib/paths.ts).
  metadataBase: new URL(new URL(siteConfig.siteUrl).origin),
  title: { default: `Home - ${siteConfig.brand}`, template: `%s - ${siteConfig.brand}` },
  description: siteConfig.description,
  applicationName: siteConfig.brand,
  // The icon rides in the page as a data URL: one request fewer on every first visit.
  icons: { icon: svgDataUrl('/icon.svg') },
  // With analytics, a page tells the browser to pass on only the site's origin as the referrer,
  // even to the site itself: a provider's script reads document.referrer, which would otherwise
  // hold the previous page's path and query.
  ...(analyticsConfig ? { referrer: 'strict-origin' as const } : {}),
}

export const viewport: Viewport = {
  themeColor: '#0B1B33',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Inline scripts may mark <html> before hydration (StoredItemsHint): not a mismatch.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* The first frame waits until the document is parsed down to its footer. On a slow link
            the HTML comes in more than one round trip, and a frame drawn in between showed the
            header alone: the first screen's text and pictures then painted a round trip after the
            first paint. Browsers without rel=expect draw as before. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-navy-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  )
}
