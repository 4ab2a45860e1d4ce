import type { CSSProperties } from 'react'
import { cn } from '@/lib/cn'

/**
 * Star rating in halves (or tenths for an average such as 4.8); one accessible name
 * ('Rated 4.5 out of 5'), the stars are decoration. The whole row is one element: the stylesheet
 * cuts it into stars with a repeated mask and fills it as far as the rating reaches (its whole
 * stars, then the share of the next). A product page draws eight ratings, twice (its HTML and its
 * router payload): one element each, not five.
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
  const full = Math.floor(clamped)
  const part = Math.round((clamped - full) * per) / per
  return (
    <span
      role="img"
      aria-label={`Rated ${clamped} out of ${max}`}
      className={cn('rating-stars', className)}
      style={
        {
          '--star-size': `${size}px`,
          ...(max === 5 ? {} : { '--stars': max }),
          '--full': full,
          '--part': part,
        } as CSSProperties
      }
    />
  )
}
