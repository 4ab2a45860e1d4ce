import { ProjectV1View } from '@/components/projects/project-v1-view'
import { pageMetadata } from '@/lib/metadata'
import { portfolioFor } from '@/content/projects'
import { projectsPage } from '@/content/pages'

export const metadata = pageMetadata({
  title: 'Project v1',
  description:
    'A gallery of recent Coverbridge projects: quote comparison screens, MGA program setup, surplus lines tax tools and agency integrations.',
  path: '/project-v1',
})

export default function ProjectV1Page() {
  return <ProjectV1View banner={projectsPage.banner} items={portfolioFor('portfolio-v2-page')} />
}
