import { GalleryLightbox } from '@/components/gallery/gallery-lightbox'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner } from '@/components/projects/projects-banner'
import { Container } from '@/components/ui/container'
import { PagedList } from '@/components/ui/paged-list'
import { projectV2Captions } from '@/content/projects'
import { pageMetadata } from '@/lib/metadata'
import { PROJECT_V2_PER_PAGE, portfolioFor, portfolioKey } from '@/lib/projects'

export const metadata = pageMetadata({
  title: 'Project v2',
  description:
    'Recent Coverbridge projects two by two: binder templates, wholesale submission desks, renewal dashboards and online premium checkout.',
  path: '/project-v2',
})

export default function ProjectV2Page() {
  const items = portfolioFor('portfolio-v3-page')
  const images = items.map((item) => ({
    src: item.img,
    width: item.width,
    height: item.height,
    alt: item.title,
  }))
  return (
    <>
      <ProjectsBanner page="Project v2" />
      <Container className="py-12 md:py-20">
        <GalleryLightbox images={images}>
          <PagedList
            label="Project pages"
            perPage={PROJECT_V2_PER_PAGE}
            listClassName="grid gap-10 sm:grid-cols-2"
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
