import { PageBanner } from '@/components/layout/page-banner'
import { CheckList } from '@/components/ui/check-list'
import { Img } from '@/components/ui/img'
import type { CaseStudy } from '@/content/projects/schema'
import { firstScreenSrc } from '@/lib/inline-image'
import { imageSource } from '@/lib/images/manifest'

type Image = CaseStudy['images'][number]

/** One of the study's pictures at its own size; the cover rides in the page. */
function StudyImage({ image, cover = false }: { image: Image; cover?: boolean }) {
  return (
    <Img
      src={cover ? firstScreenSrc(image.src) : imageSource(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={cover ? 'eager' : undefined}
      fetchPriority={cover ? 'high' : undefined}
      className="h-auto w-full rounded-card bg-surface-alt"
    />
  )
}

/** A case study's banner: its title, tag and summary, under the gallery it belongs to. */
export function CaseStudyBanner({ study, gallery }: { study: CaseStudy; gallery: string }) {
  return (
    <PageBanner
      title={study.title}
      eyebrow={study.tag}
      lead={study.summary}
      crumbs={[{ href: gallery, label: 'Projects' }, { label: study.title }]}
    />
  )
}

/**
 * The overview paragraphs: beside the study's `cover` picture, or without one (project v2, whose
 * pictures are in its carousel) alone in the page's main column.
 */
export function CaseStudyOverview({ study, cover }: { study: CaseStudy; cover?: Image }) {
  const text = (headingClassName: string) => (
    <>
      <h2 id="overview-heading" className={headingClassName}>
        Project Overview
      </h2>
      {study.overview.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  )
  if (!cover) {
    return (
      <section aria-labelledby="overview-heading" className="prose-copy max-w-none">
        {text('mt-0')}
      </section>
    )
  }
  return (
    <section
      aria-labelledby="overview-heading"
      className="grid gap-10 lg:grid-cols-2 lg:items-start"
    >
      <StudyImage image={cover} cover />
      <div className="prose-copy">{text('first:mt-0')}</div>
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

/**
 * What came of it: beside a `detail` picture, or without one (project v2) in the smaller type of
 * the page's main column.
 */
export function CaseStudyResult({ study, detail }: { study: CaseStudy; detail?: Image }) {
  const results = (
    <div className={detail ? 'mt-6' : 'mt-5'}>
      <CheckList items={study.results} variant="roomy" />
    </div>
  )
  if (!detail) {
    return (
      <section aria-labelledby="result-heading">
        <h2 id="result-heading" className="text-2xl font-semibold text-ink">
          The Result
        </h2>
        {results}
      </section>
    )
  }
  return (
    <section
      aria-labelledby="result-heading"
      className="grid gap-10 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id="result-heading" className="text-3xl font-bold text-ink">
          The Result
        </h2>
        {results}
      </div>
      <StudyImage image={detail} />
    </section>
  )
}
