import { ButtonLink } from '@/components/ui/button'
import { CheckList } from '@/components/ui/check-list'
import type { Quote } from '@/content/marketing/schema'

/** A client's words about the service. */
export function ServiceQuote({ quote: serviceQuote }: { quote: Quote }) {
  return (
    <figure className="mt-12 rounded-card border-l-4 border-accent bg-surface-alt p-6 md:p-8">
      <blockquote className="text-xl leading-relaxed text-ink md:text-2xl">
        <p>“{serviceQuote.text}”</p>
      </blockquote>
      <figcaption className="mt-4 text-muted">
        <span className="font-semibold text-ink">{serviceQuote.author}</span>, {serviceQuote.role}
      </figcaption>
    </figure>
  )
}

/** Who can apply, as a checked list. */
export function ServiceQualifications({ qualifications }: { qualifications: string[] }) {
  return (
    <section aria-labelledby="qualifications-heading" className="mt-12">
      <h2 id="qualifications-heading" className="text-3xl font-bold text-ink">
        Who qualifies
      </h2>
      <p className="mt-3 text-lg text-muted">To apply, you will need to be:</p>
      <CheckList items={qualifications} variant="boxed" className="mt-6 sm:grid-cols-2" />
    </section>
  )
}

/** The closing call to talk to the team. */
export function ServiceCallToAction() {
  return (
    <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-navy-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between md:p-8">
      <h2 className="text-xl font-semibold tracking-normal">Ready to start your application?</h2>
      <ButtonLink href="/contact" variant="accent" size="lg">
        Let&apos;s Talk
      </ButtonLink>
    </div>
  )
}
