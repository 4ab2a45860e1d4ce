import { GalleryLightbox } from '@/components/gallery/gallery-lightbox'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner } from '@/components/projects/projects-banner'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import {
  projectV2Captions,
  PROJECT_V2_PER_PAGE,
  portfolioFor,
  portfolioKey,
} from '@/content/projects'
import { pageCount, paginate } from '@/lib/pagination'

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
  const all = projectV2Items()
  const pages = pageCount(all.length, PROJECT_V2_PER_PAGE)
  const items = paginate(all, page, PROJECT_V2_PER_PAGE)
  const offset = (page - 1) * PROJECT_V2_PER_PAGE
  const images = items.map((item) => ({
    src: item.img,
    width: item.width,
    height: item.height,
    alt: item.title,
  }))
  return (
    <>
      <PageRelLinks basePath={PROJECT_V2.path} page={page} pages={pages} />
      <ProjectsBanner page="Project v2" />
      <Container className="py-12 md:py-20">
        <GalleryLightbox images={images}>
          <PagedList
            label="Project pages"
            page={page}
            pages={pages}
            offset={offset}
            basePath={PROJECT_V2.path}
            listClassName="grid gap-10 min-[572px]:grid-cols-2"
            items={items.map((item, index) => (
              <ProjectTile
                key={portfolioKey(item)}
                item={item}
                index={index}
                href="/project-details-v2"
                tags={projectV2Captions}
                priority={index === 0}
              />
            ))}
          />
        </GalleryLightbox>
      </Container>
    </>
  )
}
