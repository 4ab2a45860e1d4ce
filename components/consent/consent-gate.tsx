'use client'

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useClientValue } from '@/lib/hooks/use-client-value'
import { readChoices } from '@/stores/consent'

// The dialog's code loads only when it must show: a visitor who has chosen never fetches it.
const ConsentDialog = lazy(() => import('./consent-dialog'))

/** Asked on window by every "Cookie choices" control: the dialog opens with its settings. */
const OPEN_EVENT = 'coverbridge:open-cookie-choices'

/** Closed without a choice: not asked again until the next page load. */
let dismissed = false

/**
 * The cookie choices, mounted with every page's chrome in a build that has something beyond
 * essential storage to ask about. Shown by itself once, after the first paint, to a visitor with
 * no choice kept under this `version`; any time from a "Cookie choices" control. `children` are
 * the dialog's text and controls, rendered on the server.
 */
export function ConsentGate({
  version,
  title,
  children,
}: {
  version: string
  title: string
  children: ReactNode
}) {
  // Read once hydrated (the server HTML has no dialog); `undefined` until the visitor acts.
  const unasked = useClientValue(() => !dismissed && !readChoices(version), false)
  const [asked, setAsked] = useState<'settings' | null>()
  const open = asked === undefined ? (unasked ? 'ask' : null) : asked

  useEffect(() => {
    const openSettings = () => setAsked('settings')
    window.addEventListener(OPEN_EVENT, openSettings)
    return () => window.removeEventListener(OPEN_EVENT, openSettings)
  }, [])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        version={version}
        title={title}
        settings={open === 'settings'}
        onDone={(chosen) => {
          if (!chosen) dismissed = true
          setAsked(null)
        }}
      >
        {children}
      </ConsentDialog>
    </Suspense>
  )
}

/** A control that opens the cookie choices (the footer's entry, the cookie policy's button). */
export function CookieChoicesButton({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
    >
      {children}
    </button>
  )
}
