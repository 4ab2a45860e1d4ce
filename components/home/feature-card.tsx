import { useId } from 'react'
import { Link } from '@/components/ui/link'
import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/content/shared'

export function FeatureCard({
  icon,
  title,
  desc,
  headingLevel = 3,
  href,
  linkLabel = 'Learn more',
}: {
  icon: IconName
  title: string
  desc: string
  headingLevel?: 2 | 3
  /** Optional link at the foot of the card ('Learn more', named after the card for screen readers). */
  href?: string
  linkLabel?: string
}) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-line bg-white p-6 transition-shadow hover:shadow-raised"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-control bg-accent-soft text-accent-strong">
        <Icon name={icon} />
      </span>
      <Heading id={headingId} className="mt-5 text-xl font-semibold text-ink">
        {title}
      </Heading>
      <p className="mt-3 text-muted">{desc}</p>
      {href ? (
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-accent-strong hover:underline hover:underline-offset-4"
        >
          {linkLabel}
          <span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </article>
  )
}
