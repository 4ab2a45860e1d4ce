import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'

/**
 * A list with a check mark before each item. `roomy` is the larger, quieter form a case study's
 * results use; the default is the compact one of the pricing page.
 */
export function CheckList({ items, roomy = false }: { items: readonly string[]; roomy?: boolean }) {
  return (
    <ul className={roomy ? 'flex flex-col gap-4' : 'grid gap-3'}>
      {items.map((item) => (
        <li key={item} className={cn('flex items-start gap-3', roomy ? 'text-muted' : 'text-ink')}>
          <span
            className={cn(
              'mt-0.5 inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong',
              roomy ? 'size-7' : 'size-6',
            )}
          >
            <Icon name="check" size={roomy ? 18 : 16} />
          </span>
          {roomy ? <span>{item}</span> : item}
        </li>
      ))}
    </ul>
  )
}
