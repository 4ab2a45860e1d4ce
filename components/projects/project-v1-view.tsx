import { ProjectGallery } from '@/components/projects/project-gallery'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner, type ProjectsBannerCopy } from '@/components/projects/projects-banner'
import { portfolioKey } from '@/content/projects/portfolio'
import type { PortfolioItem } from '@/content/projects/schema'
import { cn } from '@/lib/cn'
import { secondColumnStart } from '@/lib/masonry'

/** A tile's tags, title and subtitle, about a quarter of its column's width in height. */
const CAPTION = 0.25

/** /project-v1 under the header: the banner, then the masonry gallery with its lightbox. */
export function ProjectV1View({
  banner,
  items,
}: {
  banner: ProjectsBannerCopy
  items: PortfolioItem[]
}) {
  const split = secondColumnStart(items.map((item) => item.height / item.width + CAPTION))
  return (
    <>
      <ProjectsBanner page="Project v1" banner={banner} />
      <ProjectGallery items={items}>
        {/* Masonry: CSS columns, 1 below 572 px and 2 from there, 40 px gutters. Column two
            starts at the tile that balances them, so the tiles that top the columns (the first
            screen, whose pictures ride in the page) are known here. */}
        <ul className="columns-1 gap-10 min-[572px]:columns-2">
          {items.map((item, index) => (
            <li
              key={portfolioKey(item)}
              className={cn(
                'mb-10 break-inside-avoid',
                index === split && 'min-[572px]:break-before-column',
              )}
            >
              <ProjectTile
                item={item}
                index={index}
                href="/project-details-v1"
                priority={index === 0 || index === split}
              />
            </li>
          ))}
        </ul>
      </ProjectGallery>
    </>
  )
}
