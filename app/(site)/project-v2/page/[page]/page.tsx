import { notFound } from 'next/navigation'
import {
  PROJECT_V2,
  ProjectV2View,
  projectV2Items,
  projectV2Pages,
} from '@/components/projects/project-v2-view'
import { listPageMetadata } from '@/lib/list-pages'
import { laterPageParams, pageFromSegment } from '@/lib/pagination'
import { PROJECT_V2_PER_PAGE } from '@/content/projects'

type Props = { params: Promise<{ page: string }> }

// Only the pages that exist are exported; any other number is the 404 page.
export const dynamicParams = false

export function generateStaticParams() {
  return laterPageParams(projectV2Items().length, PROJECT_V2_PER_PAGE)
}

export async function generateMetadata({ params }: Props) {
  const pages = projectV2Pages()
  const page = pageFromSegment((await params).page, pages)
  return page ? listPageMetadata(PROJECT_V2, page, pages) : {}
}

export default async function ProjectV2ListPage({ params }: Props) {
  const page = pageFromSegment((await params).page, projectV2Pages())
  if (!page) notFound()
  return <ProjectV2View page={page} />
}
