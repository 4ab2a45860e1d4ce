import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'

/**
 * The forms a checked list takes: the list's layout, each item's, the check's badge and the
 * check's size. `roomy` items are wrapped in a span of their own.
 */
const VARIANTS = {
  /** The pricing page's inclusions. */
  compact: {
    list: 'grid gap-3',
    item: 'flex items-start gap-3 text-ink',
    badge: 'mt-0.5 size-6',
    check: 16,
  },
  /** The selling points of an about block. */
  points: {
    list: 'grid gap-3',
    item: 'flex items-start gap-3 font-medium text-ink',
    badge: 'mt-0.5 size-6',
    check: 16,
  },
  /** Each item a small white box of its own (who qualifies for a service). */
  boxed: {
    list: 'grid gap-3',
    item: 'flex items-center gap-3 rounded-control border border-line bg-white px-4 py-3 font-medium text-ink',
    badge: 'size-7',
    check: 16,
  },
  /** The larger, quieter form of a case study's results. */
  roomy: {
    list: 'flex flex-col gap-4',
    item: 'flex items-start gap-3 text-muted',
    badge: 'mt-0.5 size-7',
    check: 18,
  },
} as const

/** A list with a check mark before each item; `className` places the list. */
export function CheckList({
  items,
  variant = 'compact',
  className,
}: {
  items: readonly string[]
  variant?: keyof typeof VARIANTS
  className?: string
}) {
  const look = VARIANTS[variant]
  return (
    <ul className={cn(look.list, className)}>
      {items.map((item) => (
        <li key={item} className={look.item}>
          <span
            className={cn(
              'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong',
              look.badge,
            )}
          >
            <Icon name="check" size={look.check} />
          </span>
          {variant === 'roomy' ? <span>{item}</span> : item}
        </li>
      ))}
    </ul>
  )
}
