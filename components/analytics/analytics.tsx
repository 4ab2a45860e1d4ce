'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { COUNT_EVENT, type CountedEvent } from '@/lib/analytics/events'
import { startCounter, withdrawCounter, type Counter } from '@/lib/analytics/providers'
import type { AnalyticsConfig } from '@/lib/integrations.mjs'
import { sanitizePath } from '@/lib/sanitize-path'
import { CHOICES_SAVED_EVENT, readChoices } from '@/stores/consent'

/** The page's address as the provider gets it: no query, no hash, no address or id in the path. */
const pageUrl = () => `${window.location.origin}${sanitizePath(window.location.pathname)}`

/**
 * Counts page views and the site's events with the build's provider, and only while the visitor
 * allows analytical cookies: nothing of the provider loads before. A page view is counted once
 * per page: on the full load, on each client navigation, and on the page where the visitor
 * allows them. Withdrawing stops it at once (GA4 is told, its cookies cleared); a later page
 * load never fetches the provider.
 */
export function Analytics({ config, version }: { config: AnalyticsConfig; version: string }) {
  const pathname = usePathname()
  const [allowed, setAllowed] = useState(false)
  const counter = useRef<Counter | null>(null)
  const counted = useRef<string | null>(null)

  useEffect(() => {
    const read = () => {
      const now = readChoices(version)?.analytics === true
      setAllowed(now)
      if (now) {
        // A provider this page started before a withdrawal counts on, with its consent back.
        counter.current?.resume()
      } else {
        counted.current = null
        withdrawCounter()
      }
    }
    read()
    window.addEventListener(CHOICES_SAVED_EVENT, read)
    return () => window.removeEventListener(CHOICES_SAVED_EVENT, read)
  }, [version])

  useEffect(() => {
    if (!allowed || counted.current === pathname) return
    counted.current = pathname
    counter.current ??= startCounter(config)
    counter.current.pageview(pageUrl())
  }, [allowed, pathname, config])

  useEffect(() => {
    if (!allowed) return
    const count = (event: Event) => {
      const name = (event as CustomEvent<CountedEvent>).detail
      counter.current?.event(name, pageUrl())
    }
    window.addEventListener(COUNT_EVENT, count)
    return () => window.removeEventListener(COUNT_EVENT, count)
  }, [allowed])

  return null
}
