import type { CaseStudy } from '@/content/projects'
import { isoDate } from '@/lib/dates'
import { cn } from '@/lib/cn'

/** Date, Client Name and Project Type of a case study (the info strip / Details panel). */
export function ProjectFacts({
  study,
  layout,
  className,
}: {
  study: CaseStudy
  layout: 'strip' | 'panel'
  className?: string
}) {
  const facts = [
    { term: 'Date', value: <time dateTime={isoDate(study.date)}>{study.date}</time> },
    { term: 'Client Name', value: study.client },
    { term: 'Project Type', value: study.projectType },
  ]
  return (
    <dl
      className={cn(
        layout === 'strip'
          ? 'grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3'
          : 'divide-y divide-line',
        className,
      )}
    >
      {facts.map((fact) => (
        <div
          key={fact.term}
          className={cn(
            'flex flex-col',
            layout === 'strip' ? 'bg-white p-5 sm:p-6' : 'py-4 first:pt-0 last:pb-0',
          )}
        >
          <dt className="mb-1 text-sm font-semibold tracking-wider text-muted uppercase">
            {fact.term}
          </dt>
          <dd className="text-lg font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
