import { Icon } from '@/components/ui/icon'

/** A list with a check mark before each item. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Icon name="check" size={16} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
