import type { ReactNode } from 'react'
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
    </>
  )
}
