import { CaseStudyV1 } from '@/components/projects/case-study-v1'
import { caseStudyAt } from '@/content/projects'
import { pageMetadata } from '@/lib/metadata'

const PATH = '/project-details-v1'

export const metadata = pageMetadata({
  title: 'Project Details v1',
  description:
    'Case study: how an agency group moved surplus lines tax filings for fourteen states from spreadsheets to a checked, on-time workflow.',
  path: PATH,
})

export default function ProjectDetailsV1Page() {
  return <CaseStudyV1 {...caseStudyAt(PATH)} />
}
