import { CheckList } from '@/components/ui/check-list'
import { ButtonLink } from '@/components/ui/button'
import { Section, SectionHeading } from '@/components/ui/section'
import type { PricingPageCopy } from '@/content/pages/schema'

/** What every account includes, beside a card asking for a written proposal. */
export function PricingIncluded({
  copy,
  included: pricingIncluded,
}: {
  copy: PricingPageCopy['included']
  included: string[]
}) {
  return (
    <Section tone="alt" aria-labelledby="included-heading">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <SectionHeading
            id="included-heading"
            eyebrow={copy.eyebrow}
            title={copy.title}
            className="mb-6"
          />
          <CheckList items={pricingIncluded} />
        </div>
        <div className="rounded-card border border-line bg-white p-6 shadow-raised md:p-8">
          <h3 className="text-2xl font-bold text-ink">{copy.cardTitle}</h3>
          <p className="mt-3 text-muted">{copy.cardText}</p>
          <ButtonLink href="/contact" size="lg" className="mt-6 w-full">
            {copy.action}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
