'use client'

import { useEffect, useRef } from 'react'
import { prefersReducedMotion } from '@/lib/hooks/use-reduced-motion'
import { countAt, formatCount } from '@/lib/count-up'

const label = (value: number, decimals: number, suffix: string) =>
  `${formatCount(value, decimals)} ${suffix}`

/**
 * A number that counts up from 0 when it is scrolled into view.
 * The final value is the real text, in the HTML, for crawlers, no-JS visitors and screen readers;
 * while counting it is only made transparent and an aria-hidden ticker is drawn over it, so
 * nothing shifts and assistive technology never reads an intermediate number. The ticker is
 * written straight to the DOM from requestAnimationFrame: no React render per frame.
 */
export function CountUp({
  value,
  decimals,
  suffix,
  durationMs = 5000,
}: {
  value: number
  decimals: number
  suffix: string
  durationMs?: number
}) {
  const rootRef = useRef<HTMLSpanElement>(null)
  const tickerRef = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const root = rootRef.current
    const ticker = tickerRef.current
    if (!root || !ticker || prefersReducedMotion() || !('IntersectionObserver' in window)) return
    // Already on screen when the page became interactive: the visitor has read it, leave it.
    const box = root.getBoundingClientRect()
    if (box.top < window.innerHeight && box.bottom > 0) return

    let frame = 0
    const draw = (n: number) => {
      ticker.textContent = label(n, decimals, suffix)
    }
    const finish = () => {
      delete root.dataset.counting
      ticker.textContent = ''
    }
    draw(0)
    root.dataset.counting = 'true'

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        let start: number | undefined
        const tick = (now: number) => {
          start ??= now
          const elapsed = now - start
          if (elapsed >= durationMs) return finish()
          draw(countAt(value, elapsed, durationMs))
          frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.5 },
    )
    observer.observe(root)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      finish()
    }
  }, [value, decimals, suffix, durationMs])

  return (
    <span ref={rootRef} className="group relative inline-block tabular-nums">
      <span className="group-data-counting:opacity-0">{label(value, decimals, suffix)}</span>
      <span
        ref={tickerRef}
        aria-hidden="true"
        data-testid="count-ticker"
        className="absolute inset-y-0 left-0 hidden whitespace-nowrap group-data-counting:block"
      />
    </span>
  )
}
