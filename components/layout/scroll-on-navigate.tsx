'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Every new path starts at the top of the page (spec §2 Layout behaviour). */
export function ScrollOnNavigate() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
