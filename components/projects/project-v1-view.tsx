import { ProjectGallery } from '@/components/projects/project-gallery'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner, type ProjectsBannerCopy } from '@/components/projects/projects-banner'
import { portfolioKey } from '@/content/projects/portfolio'
import type { PortfolioItem } from '@/content/projects/schema'

/** /project-v1 under the header: the banner, then the masonry gallery with its lightbox. */
export function ProjectV1View({
  banner,
  items,
}: {
  banner: ProjectsBannerCopy
  items: PortfolioItem[]
}) {
  return (
    <>
      <ProjectsBanner page="Project v1" banner={banner} />
      <ProjectGallery items={items}>
        {/* Masonry: CSS columns, 1 below 572 px and 2 from there, 40 px gutters. */}
        <ul className="columns-1 gap-10 min-[572px]:columns-2">
          {items.map((item, index) => (
            <li key={portfolioKey(item)} className="mb-10 break-inside-avoid">
              <ProjectTile
                item={item}
                index={index}
                href="/project-details-v1"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      </ProjectGallery>
    </>
  )
}
