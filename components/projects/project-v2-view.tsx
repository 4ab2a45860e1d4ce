import { ProjectGallery } from '@/components/projects/project-gallery'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner, type ProjectsBannerCopy } from '@/components/projects/projects-banner'
import { PagedList } from '@/components/ui/paged-list'
import { PROJECT_V2_PER_PAGE, portfolioKey } from '@/content/projects/portfolio'
import type { PortfolioItem } from '@/content/projects/schema'
import { pageSlice } from '@/lib/pagination'

export const PROJECT_V2 = {
  title: 'Project v2',
  description:
    'Recent Coverbridge projects two by two: binder templates, wholesale submission desks, renewal dashboards and online premium checkout.',
  path: '/project-v2',
}

/**
 * One page of /project-v2 (its `items` are the whole gallery's): 4 tiles, two per row from
 * 572 px, under the fixed captions; the lightbox shows this page's images.
 */
export function ProjectV2View({
  page,
  banner,
  items,
  captions,
}: {
  page: number
  banner: ProjectsBannerCopy
  items: PortfolioItem[]
  captions: readonly string[]
}) {
  const slice = pageSlice(items, page, PROJECT_V2_PER_PAGE)
  return (
    <>
      <ProjectsBanner page="Project v2" banner={banner} />
      <ProjectGallery items={slice.items}>
        <PagedList
          label="Project pages"
          slice={slice}
          basePath={PROJECT_V2.path}
          // Two a row from 572 px: the first row is the first screen, its pictures ride in the page.
          listClassName="grid gap-10 min-[572px]:grid-cols-2"
          render={(item, index) => (
            <ProjectTile
              key={portfolioKey(item)}
              item={item}
              index={index}
              href="/project-details-v2"
              tags={captions}
              priority={index < 2}
            />
          )}
        />
      </ProjectGallery>
    </>
  )
}
