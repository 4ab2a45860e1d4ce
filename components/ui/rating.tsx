import { cn } from '@/lib/cn'

const STAR =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z'

function Star({ size, className }: { size: number; className: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d={STAR} fill="currentColor" />
    </svg>
  )
}

/**
 * Star rating in halves (or tenths for an average such as 4.8); one accessible name
 * ('Rated 4.5 out of 5'), the stars are decoration.
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
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.round(Math.min(Math.max(clamped - index, 0), 1) * per) / per
        return (
          <span key={index} className="relative inline-block" data-fill={fill}>
            <Star size={size} className="text-slate-300" />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star size={size} className="text-star" />
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}
