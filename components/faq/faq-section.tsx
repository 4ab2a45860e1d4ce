import type { ComponentProps, ReactNode } from 'react'
import { FaqAccordion } from '@/components/faq/faq-accordion'
import { Section, SectionHeading } from '@/components/ui/section'

/** Questions and answers beside their heading (one column on phones, heading first). */
export function FaqSection({
  id,
  tone,
  eyebrow,
  title,
  lead,
  items,
  children,
}: {
  id: string
  tone?: ComponentProps<typeof Section>['tone']
  eyebrow: string
  title: string
  lead?: string
  items: ComponentProps<typeof FaqAccordion>['items']
  /** Shown under the answers. */
  children?: ReactNode
}) {
  const accordion = <FaqAccordion items={items} />
  return (
    <Section tone={tone} aria-labelledby={id}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} className="mb-0" />
        {children ? (
          <div>
            {accordion}
            {children}
          </div>
        ) : (
          accordion
        )}
      </div>
    </Section>
  )
}
