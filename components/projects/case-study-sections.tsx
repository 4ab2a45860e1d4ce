import { CheckList } from '@/components/ui/check-list'
import { Img } from '@/components/ui/img'
import type { CaseStudy } from '@/content/projects'
import { firstScreenSrc } from '@/lib/inline-image'

type Image = CaseStudy['images'][number]

/** One of the study's pictures at its own size; the cover rides in the page. */
function StudyImage({ image, cover = false }: { image: Image; cover?: boolean }) {
  return (
    <Img
      src={cover ? firstScreenSrc(image.src) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={cover ? 'eager' : undefined}
      fetchPriority={cover ? 'high' : undefined}
      className="h-auto w-full rounded-card bg-surface-alt"
    />
  )
}

/** The case study's cover beside its overview paragraphs. */
export function CaseStudyOverview({ study, cover }: { study: CaseStudy; cover?: Image }) {
  return (
    <section
      aria-labelledby="overview-heading"
      className="grid gap-10 lg:grid-cols-2 lg:items-start"
    >
      {cover ? <StudyImage image={cover} cover /> : null}
      <div className="prose-copy">
        <h2 id="overview-heading" className="first:mt-0">
          Project Overview
        </h2>
        {study.overview.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  )
}

/** The numbered steps of the work. */
export function CaseStudyProcess({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="process-heading">
      <h2 id="process-heading" className="text-3xl font-bold text-ink">
        Our Process
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {study.steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-white p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-white"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-muted">{step.desc}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** What came of it, beside a detail picture. */
export function CaseStudyResult({ study, detail }: { study: CaseStudy; detail?: Image }) {
  return (
    <section
      aria-labelledby="result-heading"
      className="grid gap-10 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id="result-heading" className="text-3xl font-bold text-ink">
          The Result
        </h2>
        <div className="mt-6">
          <CheckList items={study.results} roomy />
        </div>
      </div>
      {detail ? <StudyImage image={detail} /> : null}
    </section>
  )
}
