import type { ComponentProps } from 'react'
import { FeatureCard } from '@/components/home/feature-card'
import { Section, SectionHeading } from '@/components/ui/section'
import type { IconName } from '@/content/shared'
import { cn } from '@/lib/cn'

export type FeatureItem = { id?: string | number; icon: IconName; title: string; desc: string }

type ListProps = {
  items: readonly FeatureItem[]
  /** Column classes for the grid (four columns from large screens unless told). */
  className?: string
  /** A link at the foot of every card, with its visible label. */
  href?: string
  linkLabel?: string
}

/** A grid of feature cards, one list item a card. */
export function FeatureList({
  items,
  className = 'sm:grid-cols-2 lg:grid-cols-4',
  href,
  linkLabel,
}: ListProps) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map((item) => (
        <li key={item.id ?? item.title}>
          <FeatureCard
            icon={item.icon}
            title={item.title}
            desc={item.desc}
            href={href}
            linkLabel={linkLabel}
          />
        </li>
      ))}
    </ul>
  )
}

/** A section of its own: eyebrow, heading and lead above a grid of feature cards. */
export function FeatureGrid({
  id,
  tone,
  eyebrow,
  title,
  lead,
  align,
  ...list
}: ListProps & {
  /** The heading's id, which names the section. */
  id: string
  tone?: ComponentProps<typeof Section>['tone']
  eyebrow: string
  title: string
  lead?: string
  align?: 'left' | 'center'
}) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align={align} />
      <FeatureList {...list} />
    </Section>
  )
}
