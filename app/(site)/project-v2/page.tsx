import { PROJECT_V2, ProjectV2View } from '@/components/projects/project-v2-view'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata(PROJECT_V2)

export default function ProjectV2Page() {
  return <ProjectV2View page={1} />
}
