import { ProjectGallery } from '@/components/projects/project-gallery'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner } from '@/components/projects/projects-banner'
import { PagedList } from '@/components/ui/paged-list'
import {
  projectV2Captions,
  PROJECT_V2_PER_PAGE,
  portfolioFor,
  portfolioKey,
} from '@/content/projects'
import { pageCount, pageSlice } from '@/lib/pagination'

export const PROJECT_V2 = {
  title: 'Project v2',
  description:
    'Recent Coverbridge projects two by two: binder templates, wholesale submission desks, renewal dashboards and online premium checkout.',
  path: '/project-v2',
}

export function projectV2Items() {
  return portfolioFor('portfolio-v3-page')
}

export function projectV2Pages(): number {
  return pageCount(projectV2Items().length, PROJECT_V2_PER_PAGE)
}

/** One page of /project-v2: 4 tiles, two per row from 572 px; the lightbox shows this page's images. */
export function ProjectV2View({ page }: { page: number }) {
  const slice = pageSlice(projectV2Items(), page, PROJECT_V2_PER_PAGE)
  return (
    <>
      <ProjectsBanner page="Project v2" />
      <ProjectGallery items={slice.items}>
        <PagedList
          label="Project pages"
          slice={slice}
          basePath={PROJECT_V2.path}
          listClassName="grid gap-10 min-[572px]:grid-cols-2"
          render={(item, index) => (
            <ProjectTile
              key={portfolioKey(item)}
              item={item}
              index={index}
              href="/project-details-v2"
              tags={projectV2Captions}
              priority={index === 0}
            />
          )}
        />
      </ProjectGallery>
    </>
  )
}
