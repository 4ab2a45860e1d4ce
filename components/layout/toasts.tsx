'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST_REQUEST_EVENT } from '@/lib/toasts'

export { SHOP_TOASTER } from '@/lib/toasts'

const ToasterView = lazy(() => import('./toaster-view'))

/** What shows that the visitor is about to act: the toasters load then, ready for a toast. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * The one toast setup. The toast library (about 10 KB) is not part of the page's first load:
 * the toasters mount on the visitor's first press of a pointer or key, or on the first toast
 * raised without one, so their live regions are in place before a toast needs announcing.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, want, { capture: true, passive: true })
    window.addEventListener(TOAST_REQUEST_EVENT, want)
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want, { capture: true })
      window.removeEventListener(TOAST_REQUEST_EVENT, want)
    }
  }, [wanted])

  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null
}
