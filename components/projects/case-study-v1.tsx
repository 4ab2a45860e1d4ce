import {
  CaseStudyBanner,
  CaseStudyOverview,
  CaseStudyProcess,
  CaseStudyResult,
} from '@/components/projects/case-study-sections'
import { ProjectFacts } from '@/components/projects/project-facts'
import { ProjectStats } from '@/components/projects/project-stats'
import { Container } from '@/components/ui/container'
import { PrevNextNav, type PrevNextLink } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'
import type { CaseStudy } from '@/content/projects/schema'

export type CaseStudyProps = {
  study: CaseStudy
  previous: PrevNextLink | null
  next: PrevNextLink | null
}

/**
 * /project-details-v1 under the header: the facts in a strip, cover and overview, steps, numbers,
 * result. The page and the CMS's preview draw it (a file of its own: the client code a route
 * loads follows what its modules import, and this page has no carousel).
 */
export function CaseStudyV1({ study, previous, next }: CaseStudyProps) {
  const [cover, detail] = study.images
  return (
    <>
      <CaseStudyBanner study={study} gallery="/project-v1" />
      <Container className="flex flex-col gap-14 py-12 md:gap-20 md:py-20">
        <ProjectFacts study={study} layout="strip" />

        <CaseStudyOverview study={study} cover={cover} />

        <CaseStudyProcess study={study} />

        <ProjectStats stats={study.stats} label="Project results in numbers" />

        <CaseStudyResult study={study} detail={detail} />

        <div className="flex flex-col gap-8 border-t border-line pt-8">
          <ShareLinks path={study.path} title={study.title} />
          <PrevNextNav label="More projects" previous={previous} next={next} />
        </div>
      </Container>
    </>
  )
}
