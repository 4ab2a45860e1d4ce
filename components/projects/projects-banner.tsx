import { PageBanner } from '@/components/layout/page-banner'
import { projectsPage } from '@/content/pages'

/** The banner shared by /project-v1, /project-v2 and /project-v3. */
export function ProjectsBanner({ page }: { page: string }) {
  return (
    <PageBanner
      list
      title={projectsPage.banner.title}
      eyebrow={projectsPage.banner.eyebrow}
      lead={projectsPage.banner.lead}
      crumbs={[{ label: page }]}
    />
  )
}
