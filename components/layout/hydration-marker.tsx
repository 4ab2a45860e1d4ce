'use client'

import { useEffect } from 'react'

/** Marks <html data-hydrated="true"> once React runs; tests and CSS can wait for it. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
