import { PageBanner } from '@/components/layout/page-banner'
import { ProjectCarousel } from '@/components/projects/project-carousel'
import { ProjectFacts } from '@/components/projects/project-facts'
import { CheckList } from '@/components/ui/check-list'
import { Container } from '@/components/ui/container'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'
import { pageMetadata } from '@/lib/metadata'
import { caseStudyNeighbours, getCaseStudy } from '@/content/projects'

const PATH = '/project-details-v2'

export const metadata = pageMetadata({
  title: 'Project Details v2',
  description:
    'Case study: a specialty MGA lets retail agents collect the down payment and issue the binder in one visit to the quote screen.',
  path: PATH,
})

export default function ProjectDetailsV2Page() {
  const study = getCaseStudy(PATH)
  const { previous, next } = caseStudyNeighbours(PATH)
  return (
    <>
      <PageBanner
        title={study.title}
        eyebrow={study.tag}
        lead={study.summary}
        crumbs={[{ href: '/project-v2', label: 'Projects' }, { label: study.title }]}
      />
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-12">
          <ProjectCarousel images={study.images} label={`${study.title}: images`} />
          <section aria-labelledby="overview-heading" className="prose-copy max-w-none">
            <h2 id="overview-heading" className="mt-0">
              Project Overview
            </h2>
            {study.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="result-heading">
            <h2 id="result-heading" className="text-2xl font-semibold text-ink">
              The Result
            </h2>
            <div className="mt-5">
              <CheckList items={study.results} roomy />
            </div>
          </section>
        </div>
        <aside aria-labelledby="details-heading" className="flex flex-col gap-6 lg:self-start">
          <div className="rounded-card border border-line bg-surface-alt p-6">
            <h2 id="details-heading" className="mb-5 text-xl font-bold text-ink">
              Details
            </h2>
            <ProjectFacts study={study} layout="panel" />
          </div>
          <div className="rounded-card border border-line bg-white p-6">
            <ShareLinks path={PATH} title={study.title} />
          </div>
        </aside>
        <PrevNextNav
          label="More projects"
          previous={previous}
          next={next}
          className="border-t border-line pt-8 lg:col-span-2"
        />
      </Container>
    </>
  )
}
