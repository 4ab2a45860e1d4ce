import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

export function Logo({
  brand,
  dark,
  className,
}: {
  brand: string
  dark?: boolean
  className?: string
}) {
  return (
    <Link
      href="/"
      className={cn('inline-flex items-center gap-2.5 font-bold', className)}
      aria-label={`${brand} home`}
    >
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <rect width="34" height="34" rx="9" fill={dark ? '#14B8A6' : '#16325C'} />
        <path
          d="M8 21c3-6 15-6 18 0"
          fill="none"
          stroke={dark ? '#0B1B33' : '#14B8A6'}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M11 21v-4M17 21v-6.5M23 21v-4"
          stroke={dark ? '#0B1B33' : '#FFFFFF'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-xl tracking-tight', dark ? 'text-white' : 'text-ink')}>
        {brand}
      </span>
    </Link>
  )
}
