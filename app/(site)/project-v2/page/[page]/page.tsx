import { PROJECT_V2, ProjectV2View } from '@/components/projects/project-v2-view'
import { projectV2Captions, projectV2Items, projectV2Pages } from '@/content/projects'
import { projectsPage } from '@/content/pages'
import { laterListPages, type LaterPageProps } from '@/lib/list-pages'

const later = laterListPages(PROJECT_V2, projectV2Pages)

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = later

export default async function ProjectV2ListPage(props: LaterPageProps) {
  return (
    <ProjectV2View
      page={await later.page(props)}
      banner={projectsPage.banner}
      items={projectV2Items()}
      captions={projectV2Captions}
    />
  )
}
