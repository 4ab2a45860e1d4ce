'use client'

import { prefersReducedMotion } from '@/lib/hooks/use-reduced-motion'
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past'
import { Glyph } from '@/components/ui/glyph'
import { cn } from '@/lib/cn'

/** Scroll distance after which the back-to-top button shows. */
export const SCROLL_TOP_AFTER = 200

/** `raised`: above the chat launcher, which takes the corner. */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const visible = useScrolledPast(SCROLL_TOP_AFTER)

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
        // Keep keyboard focus somewhere sensible once the button hides.
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className={cn(
        'fixed right-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-800 text-white shadow-raised hover:bg-navy-900 sm:right-6',
        raised ? 'bottom-22 sm:bottom-24' : 'bottom-4 sm:bottom-6',
      )}
    >
      <Glyph size={20} pen={{ width: 2, cap: 'round', join: 'round' }}>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </Glyph>
    </button>
  )
}
