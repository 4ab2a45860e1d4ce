import { buttonClasses } from '@/components/ui/button-classes'
import { Link } from '@/components/ui/link'
import type { ConsentCopy } from '@/content/site/schema'
import { chatEnabled } from '@/lib/chat/config'
import { analyticsConfig } from '@/lib/analytics/config'
import { CookieChoicesButton } from '@/components/layout/chat-islands'

/**
 * Whether this build has anything beyond essential storage to ask a visitor about: the chat
 * (functionality) and analytics (analytical cookies). With neither there is no dialog at all.
 */
export const consentAsked = chatEnabled || analyticsConfig !== null

/** Where the cookie policy tells a visitor about their choices (its last section). */
const CHOICES_SECTION = '/cookiepolicy#your-cookie-choices'

/**
 * The footer's "Cookie choices": opens the dialog where there is something to choose; elsewhere
 * it leads to the cookie policy's section that says only essential storage is used.
 */
export function CookieChoicesEntry({ className, label }: { className?: string; label: string }) {
  return consentAsked ? (
    <CookieChoicesButton className={className}>{label}</CookieChoicesButton>
  ) : (
    <Link href={CHOICES_SECTION} className={className}>
      {label}
    </Link>
  )
}

/** Under the cookie policy's choices section: the button that opens them, or why there is none. */
export function CookieChoicesControl({
  copy: consentCopy,
}: {
  copy: Pick<ConsentCopy, 'change' | 'essentialOnly'>
}) {
  return consentAsked ? (
    <CookieChoicesButton className={buttonClasses('outline')}>
      {consentCopy.change}
    </CookieChoicesButton>
  ) : (
    <p className="rounded-card border border-line bg-surface-alt p-4 text-muted">
      {consentCopy.essentialOnly}
    </p>
  )
}
