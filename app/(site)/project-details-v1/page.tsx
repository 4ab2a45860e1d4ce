import {
  caseStudyAt,
  CaseStudyBanner,
  CaseStudyOverview,
  CaseStudyProcess,
  CaseStudyResult,
} from '@/components/projects/case-study-sections'
import { ProjectFacts } from '@/components/projects/project-facts'
import { ProjectStats } from '@/components/projects/project-stats'
import { Container } from '@/components/ui/container'
import { PrevNextNav } from '@/components/ui/prev-next-nav'
import { ShareLinks } from '@/components/ui/share-links'
import { pageMetadata } from '@/lib/metadata'

const PATH = '/project-details-v1'

export const metadata = pageMetadata({
  title: 'Project Details v1',
  description:
    'Case study: how an agency group moved surplus lines tax filings for fourteen states from spreadsheets to a checked, on-time workflow.',
  path: PATH,
})

export default function ProjectDetailsV1Page() {
  const { study, previous, next } = caseStudyAt(PATH)
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
          <ShareLinks path={PATH} title={study.title} />
          <PrevNextNav label="More projects" previous={previous} next={next} />
        </div>
      </Container>
    </>
  )
}
