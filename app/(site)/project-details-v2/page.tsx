import { CaseStudyV2 } from '@/components/projects/case-study-v2'
import { caseStudyAt } from '@/content/projects'
import { pageMetadata } from '@/lib/metadata'

const PATH = '/project-details-v2'

export const metadata = pageMetadata({
  title: 'Project Details v2',
  description:
    'Case study: a specialty MGA lets retail agents collect the down payment and issue the binder in one visit to the quote screen.',
  path: PATH,
})

export default function ProjectDetailsV2Page() {
  return <CaseStudyV2 {...caseStudyAt(PATH)} />
}
