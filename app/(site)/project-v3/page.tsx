import { ProjectV3View } from '@/components/projects/project-v3-view'
import { projectsPage } from '@/content/pages'
import { featuredProjects } from '@/content/projects'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Project v3',
  description:
    'Featured Coverbridge case studies in consulting, payments, design and banking, from surplus lines tax filing to insurance at the bank desk.',
  path: '/project-v3',
})

export default function ProjectV3Page() {
  return <ProjectV3View banner={projectsPage.banner} featuredProjects={featuredProjects} />
}
