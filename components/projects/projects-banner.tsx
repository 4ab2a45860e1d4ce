import { PageBanner } from '@/components/layout/page-banner'

/** The banner shared by /project-v1, /project-v2 and /project-v3. */
export function ProjectsBanner({ page }: { page: string }) {
  return (
    <PageBanner
      list
      title="Our Most Recent Projects"
      eyebrow="Projects"
      lead="Programs, portals and workflows we have shipped with brokers, MGAs, associations and community banks."
      crumbs={[{ label: page }]}
    />
  )
}
