import type { CSSProperties } from 'react'
import { cn } from '@/lib/cn'

/**
 * Star rating in halves (or tenths for an average such as 4.8); one accessible name
 * ('Rated 4.5 out of 5'), the stars are decoration. Each star is one element, shaped by a CSS
 * mask and filled to its share: a grid of products draws its ratings with a few dozen nodes
 * rather than hundreds of SVG ones, which the browser lays out and React hydrates.
 */
export function Rating({
  value,
  max = 5,
  size = 18,
  step = 0.5,
  className,
}: {
  value: number
  max?: number
  size?: number
  /** Precision of the stars and the name: 0.5 for reviews, 0.1 for an average. */
  step?: 0.5 | 0.1
  className?: string
}) {
  const per = Math.round(1 / step)
  const clamped = Math.min(Math.max(Math.round(value * per) / per, 0), max)
  return (
    <span
      role="img"
      aria-label={`Rated ${clamped} out of ${max}`}
      className={cn('inline-flex items-center gap-0.5', className)}
      style={{ '--star-size': `${size}px` } as CSSProperties}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.round(Math.min(Math.max(clamped - index, 0), 1) * per) / per
        return (
          <span
            key={index}
            className="rating-star"
            data-fill={fill}
            style={{ '--fill': `${fill * 100}%` } as CSSProperties}
          />
        )
      })}
    </span>
  )
}
