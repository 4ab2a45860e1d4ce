import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { siteConfig } from '@/content/site'
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
