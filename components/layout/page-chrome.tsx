import type { ReactNode } from 'react'
import { ChatWidget } from '@/components/chat/chat-widget'
import { chatPortalId } from '@/lib/chat/config'
import { HydrationMarker } from './hydration-marker'
import { ScrollOnNavigate } from './scroll-on-navigate'
import { ScrollToTop } from './scroll-to-top'
import { SiteFooter } from './site-footer'
import { SiteHeader, type HeaderVariant } from './site-header'

/** Header, the page's one <main>, footer. Route-group layouts pick the variant. */
export function PageChrome({
  variant,
  headerExtra,
  children,
}: {
  variant: HeaderVariant
  headerExtra?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <SiteHeader variant={variant} extra={headerExtra} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter variant={variant} />
      <ScrollToTop />
      <ScrollOnNavigate />
      <HydrationMarker />
      <ChatWidget portalId={chatPortalId} />
    </>
  )
}
