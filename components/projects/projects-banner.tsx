import { PageBanner } from '@/components/layout/page-banner'
import type { projectsPageSchema } from '@/content/pages/schema'
import type { z } from 'zod'

export type ProjectsBannerCopy = z.infer<typeof projectsPageSchema>['banner']

/** The banner shared by /project-v1, /project-v2 and /project-v3. */
export function ProjectsBanner({ page, banner }: { page: string; banner: ProjectsBannerCopy }) {
  return (
    <PageBanner
      list
      title={banner.title}
      eyebrow={banner.eyebrow}
      lead={banner.lead}
      crumbs={[{ label: page }]}
    />
  )
}
