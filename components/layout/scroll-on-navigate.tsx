'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The path last shown, kept across remounts (each page group mounts its own chrome). */
let seenPath: string | null = null

/**
 * Every new path starts at the top of the page, also when it belongs to another page group; a
 * link to a section of it (a #fragment) is left to the router, which scrolls to that section.
 */
export function ScrollOnNavigate() {
  const pathname = usePathname()
  useEffect(() => {
    const previous = seenPath
    seenPath = pathname
    if (previous === null || previous === pathname || window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
