'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * next/link that prefetches its route only once the visitor shows intent: a pointer over it, a
 * touch or keyboard focus. Next's default prefetches every link that scrolls into view, which on
 * a phone means a burst of route downloads the visitor never asked for.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  if (prefetch === false) return <NextLink prefetch={false} {...props} />
  const show = () => setIntent(true)
  return (
    <NextLink
      {...props}
      // null restores Next's own prefetch (of a link in view) once intent is shown.
      prefetch={intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        show()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        show()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        show()
        onFocus?.(event)
      }}
    />
  )
}
