import { NewsletterForm } from './newsletter-form'

/** Newsletter box (spec §2 Reusable blocks): a heading, one line and the form. */
export function NewsletterBox({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="rounded-card border border-line bg-surface-alt p-6">
      <Heading className="text-xl font-semibold text-ink">Newsletter</Heading>
      <p className="mt-2 mb-4 text-muted">
        One e-mail a month for brokers: new carriers, appetite changes and product updates.
      </p>
      <NewsletterForm />
    </div>
  )
}
