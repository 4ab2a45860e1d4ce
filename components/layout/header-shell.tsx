'use client'

import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past'

/** Scroll distance after which the header is fixed to the top. */
export const HEADER_FIX_AT = 80

/**
 * Holds the header's place in the flow (so nothing below jumps) and fixes it to the viewport
 * once the page is scrolled past 80 px.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const fixed = useScrolledPast(HEADER_FIX_AT)

  return (
    <div className="relative z-40 h-[72px]">
      <header
        data-fixed={fixed}
        className={cn(
          'inset-x-0 top-0 border-b border-line bg-white/95 backdrop-blur',
          fixed ? 'fixed animate-[header-in_300ms_ease-out] shadow-raised' : 'absolute',
        )}
      >
        {children}
      </header>
    </div>
  )
}
