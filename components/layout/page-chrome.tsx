/* eslint-disable @typescript-eslint/no-require-imports -- build-time choice, see below */
import type { ReactNode } from 'react'
import { ConsentForm } from '@/components/consent/consent-form'
import { consentAsked } from '@/components/consent/cookie-choices'
import { Icon } from '@/components/ui/icon'
import {
  alternateFooterNav,
  chatLauncherCopy,
  consentCopy,
  cookieChoicesVersion,
  mainNav,
  primaryFooterNav,
  siteConfig,
} from '@/content/site'
import { analyticsConfig } from '@/lib/analytics/config'
import { chatEnabled, chatPortalId } from '@/lib/chat/config'
import { ChatLauncher, ChatUnset, ConsentGate } from './chat-islands'
import { HydrationMarker } from './hydration-marker'
import { ScrollOnNavigate } from './scroll-on-navigate'
import { ScrollToTop } from './scroll-to-top'
import { SiteFooter } from './site-footer'
import { SiteHeader, type HeaderVariant } from './site-header'

type Counting = typeof import('@/components/analytics/analytics')

/**
 * The analytics island, in a build with a provider only: required inside a test the bundler reads
 * as a constant, so a build without one never refers to it (not even by an export that renders
 * nothing, as the chat's islands have).
 */
const Analytics =
  process.env.COVERBRIDGE_ANALYTICS === 'on'
    ? (require('@/components/analytics/analytics') as Counting).Analytics
    : null

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
      <SiteHeader variant={variant} extra={headerExtra} site={siteConfig} nav={mainNav} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter
        site={siteConfig}
        columns={variant === 'primary' ? primaryFooterNav : alternateFooterNav}
        cookieChoices={consentCopy.footerLink}
      />
      {/* The chat launcher takes the corner; the back-to-top button then sits above it. */}
      <ScrollToTop raised={chatEnabled} />
      <ScrollOnNavigate />
      <HydrationMarker />
      {chatEnabled ? (
        <ChatLauncher
          portalId={chatPortalId}
          version={cookieChoicesVersion}
          copy={chatLauncherCopy}
          icon={<Icon name="chat" />}
        />
      ) : (
        <ChatUnset />
      )}
      {consentAsked ? (
        <ConsentGate version={cookieChoicesVersion} title={consentCopy.title}>
          <ConsentForm copy={consentCopy} />
        </ConsentGate>
      ) : null}
      {analyticsConfig && Analytics ? (
        <Analytics config={analyticsConfig} version={cookieChoicesVersion} />
      ) : null}
    </>
  )
}
