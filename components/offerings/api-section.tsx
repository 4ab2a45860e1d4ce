import { Icon } from '@/components/ui/icon'
import { Section, SectionHeading } from '@/components/ui/section'
import type { CodeSample, Feature } from '@/content/marketing/schema'
import type { OfferPageCopy } from '@/content/pages/schema'

/** What the API does, beside a sample request. */
export function ApiSection({
  copy: offerApi,
  features: apiFeatures,
  sample: apiSample,
}: {
  copy: OfferPageCopy['api']
  features: Feature[]
  sample: CodeSample
}) {
  return (
    <Section tone="alt" aria-labelledby="api-heading">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="api-heading" {...offerApi} className="mb-8" />
          <ul className="space-y-6">
            {apiFeatures.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-white text-accent-strong">
                  <Icon name={feature.icon} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
                  <p className="mt-1 text-muted">{feature.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-card bg-navy-950 shadow-raised lg:mt-24">
          <figcaption className="border-b border-white/10 px-5 py-3 text-sm font-semibold text-navy-100">
            {apiSample.caption}
          </figcaption>
          <pre className="overflow-x-auto p-5 text-xs leading-6 text-white sm:text-sm" tabIndex={0}>
            <code>{apiSample.lines.join('\n')}</code>
          </pre>
        </figure>
      </div>
    </Section>
  )
}
