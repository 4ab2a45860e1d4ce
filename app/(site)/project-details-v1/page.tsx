import { Img } from '@/components/ui/img'
import { PageBanner } from '@/components/layout/page-banner'
import { ProjectFacts } from '@/components/projects/project-facts'
import { ProjectStats } from '@/components/projects/project-stats'
import { ResultList } from '@/components/projects/result-list'
import { Container } from '@/components/ui/container'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'
import { pageMetadata } from '@/lib/metadata'
import { caseStudyNeighbours, getCaseStudy } from '@/content/projects'

const PATH = '/project-details-v1'

export const metadata = pageMetadata({
  title: 'Project Details v1',
  description:
    'Case study: how an agency group moved surplus lines tax filings for fourteen states from spreadsheets to a checked, on-time workflow.',
  path: PATH,
})

export default function ProjectDetailsV1Page() {
  const study = getCaseStudy(PATH)
  const { previous, next } = caseStudyNeighbours(PATH)
  const [cover, detail] = study.images
  return (
    <>
      <PageBanner
        title={study.title}
        eyebrow={study.tag}
        lead={study.summary}
        crumbs={[{ href: '/project-v1', label: 'Projects' }, { label: study.title }]}
      />
      <Container className="flex flex-col gap-14 py-12 md:gap-20 md:py-20">
        <ProjectFacts study={study} layout="strip" />

        <section
          aria-labelledby="overview-heading"
          className="grid gap-10 lg:grid-cols-2 lg:items-start"
        >
          {cover ? (
            <Img
              src={cover.src}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              loading="eager"
              fetchPriority="high"
              className="h-auto w-full rounded-card bg-surface-alt"
            />
          ) : null}
          <div className="prose-copy">
            <h2 id="overview-heading" className="first:mt-0">
              Project Overview
            </h2>
            {study.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

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

        <ProjectStats stats={study.stats} label="Project results in numbers" />

        <section
          aria-labelledby="result-heading"
          className="grid gap-10 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <h2 id="result-heading" className="text-3xl font-bold text-ink">
              The Result
            </h2>
            <div className="mt-6">
              <ResultList results={study.results} />
            </div>
          </div>
          {detail ? (
            <Img
              src={detail.src}
              alt={detail.alt}
              width={detail.width}
              height={detail.height}
              className="h-auto w-full rounded-card bg-surface-alt"
            />
          ) : null}
        </section>

        <div className="flex flex-col gap-8 border-t border-line pt-8">
          <ShareLinks path={PATH} title={study.title} />
          <PrevNextNav label="More projects" previous={previous} next={next} />
        </div>
      </Container>
    </>
  )
}
