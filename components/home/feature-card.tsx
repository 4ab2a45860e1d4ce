import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/content/schemas'

export function FeatureCard({
  icon,
  title,
  desc,
  headingLevel = 3,
}: {
  icon: IconName
  title: string
  desc: string
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 transition-shadow hover:shadow-raised">
      <span className="inline-flex size-12 items-center justify-center rounded-control bg-accent-soft text-accent-strong">
        <Icon name={icon} />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-ink">{title}</Heading>
      <p className="mt-3 text-muted">{desc}</p>
    </article>
  )
}
