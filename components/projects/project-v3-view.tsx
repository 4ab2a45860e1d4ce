import { useId } from 'react'
import { ProjectsBanner, type ProjectsBannerCopy } from '@/components/projects/projects-banner'
import { Container } from '@/components/ui/container'
import { Img } from '@/components/ui/img'
import { Link } from '@/components/ui/link'
import type { FeaturedProject } from '@/content/projects/schema'
import { isoDate } from '@/lib/dates'
import { imageSource } from '@/lib/images/manifest'
import { firstScreenSrc } from '@/lib/inline-image'

/** Two projects a row from 768 px: the first row's pictures ride in the page. */
const FIRST_ROW = 2

/** /project-v3 under the header: the banner, then the featured projects two by two. */
export function ProjectV3View({
  banner,
  featuredProjects,
}: {
  banner: ProjectsBannerCopy
  featuredProjects: FeaturedProject[]
}) {
  const id = useId()
  return (
    <>
      <ProjectsBanner page="Project v3" banner={banner} />
      <Container className="py-12 md:py-20">
        <ul className="grid gap-8 md:grid-cols-2">
          {featuredProjects.map((project, index) => (
            <li key={project.id}>
              <article
                aria-labelledby={`${id}-${index}`}
                className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-raised"
              >
                <Img
                  src={
                    index < FIRST_ROW
                      ? firstScreenSrc(project.image.src)
                      : imageSource(project.image.src)
                  }
                  alt={project.image.alt}
                  width={project.image.width}
                  height={project.image.height}
                  loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={index < FIRST_ROW ? 'high' : undefined}
                  className="aspect-[4/3] h-auto w-full bg-surface-alt object-cover"
                />
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <p className="flex flex-wrap items-center gap-3 text-sm">
                    <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold tracking-wide text-accent-strong">
                      {project.tag}
                    </span>
                    <time dateTime={isoDate(project.date)} className="font-semibold text-muted">
                      {project.date}
                    </time>
                  </p>
                  <h2
                    id={`${id}-${index}`}
                    className="mt-4 text-2xl leading-tight font-bold text-ink"
                  >
                    <Link
                      href="/project-details-v1"
                      className="hover:text-accent-strong hover:underline"
                    >
                      {project.title}
                    </Link>
                  </h2>
                  <p className="mt-3 text-muted">{project.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
