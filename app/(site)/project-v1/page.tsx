import { ProjectGallery } from '@/components/projects/project-gallery'
import { ProjectTile } from '@/components/projects/project-tile'
import { ProjectsBanner } from '@/components/projects/projects-banner'
import { pageMetadata } from '@/lib/metadata'
import { portfolioFor, portfolioKey } from '@/content/projects'

export const metadata = pageMetadata({
  title: 'Project v1',
  description:
    'A gallery of recent Coverbridge projects: quote comparison screens, MGA program setup, surplus lines tax tools and agency integrations.',
  path: '/project-v1',
})

export default function ProjectV1Page() {
  const items = portfolioFor('portfolio-v2-page')
  return (
    <>
      <ProjectsBanner page="Project v1" />
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
