import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/marketing'

/** The row of four service promises under a product. */
export function ShopPromises({ promises }: { promises: Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Our promises">
      {promises.map((promise) => (
        <li key={promise.title} className="flex gap-4 rounded-card border border-line bg-white p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Icon name={promise.icon} />
          </span>
          <div>
            <p className="font-semibold text-ink">{promise.title}</p>
            <p className="mt-1 text-sm text-muted">{promise.desc}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
