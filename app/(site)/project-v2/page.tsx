import { PROJECT_V2, ProjectV2View } from '@/components/projects/project-v2-view'
import { projectV2Captions, projectV2Items } from '@/content/projects'
import { projectsPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata(PROJECT_V2)

export default function ProjectV2Page() {
  return (
    <ProjectV2View
      page={1}
      banner={projectsPage.banner}
      items={projectV2Items()}
      captions={projectV2Captions}
    />
  )
}
