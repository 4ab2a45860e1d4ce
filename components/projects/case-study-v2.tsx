import {
  CaseStudyBanner,
  CaseStudyOverview,
  CaseStudyResult,
} from '@/components/projects/case-study-sections'
import type { CaseStudyProps } from '@/components/projects/case-study-v1'
import { ProjectCarousel } from '@/components/projects/project-carousel'
import { ProjectFacts } from '@/components/projects/project-facts'
import { Container } from '@/components/ui/container'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'

/**
 * /project-details-v2 under the header: the pictures in a carousel, overview and result beside the
 * details. The page and the CMS's preview draw it.
 */
export function CaseStudyV2({ study, previous, next }: CaseStudyProps) {
  return (
    <>
      <CaseStudyBanner study={study} gallery="/project-v2" />
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-12">
          <ProjectCarousel images={study.images} label={`${study.title}: images`} />
          <CaseStudyOverview study={study} />
          <CaseStudyResult study={study} />
        </div>
        <aside aria-labelledby="details-heading" className="flex flex-col gap-6 lg:self-start">
          <div className="rounded-card border border-line bg-surface-alt p-6">
            <h2 id="details-heading" className="mb-5 text-xl font-bold text-ink">
              Details
            </h2>
            <ProjectFacts study={study} layout="panel" />
          </div>
          <div className="rounded-card border border-line bg-white p-6">
            <ShareLinks path={study.path} title={study.title} />
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
