/**
 * The projects' previews: a portfolio item in its gallery, a featured project on /project-v3, a
 * case study's page, the galleries' banner and the /project-v2 captions.
 */
import { CaseStudyV1 } from '@/components/projects/case-study-v1'
import { CaseStudyV2 } from '@/components/projects/case-study-v2'
import { ProjectV1View } from '@/components/projects/project-v1-view'
import { ProjectV2View } from '@/components/projects/project-v2-view'
import { ProjectV3View } from '@/components/projects/project-v3-view'
import type { ProjectsBannerCopy } from '@/components/projects/projects-banner'
import { projectsPageSchema } from '@/content/pages/schema'
import { caseStudyLinks } from '@/content/projects/case-study-links'
import { portfolioOf } from '@/content/projects/portfolio'
import {
  caseStudySchema,
  featuredProjectSchema,
  portfolioItemSchema,
  projectCaptionsSchema,
  type PortfolioItem,
} from '@/content/projects/schema'
import { useAmongOthers, useOtherEntries, useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { pathOf, Waiting } from '../site-data'

const useProjectsCopy = () => useOtherFile('pages', 'projects', projectsPageSchema)
const useCaptions = () => useOtherFile('shared', 'captions', projectCaptionsSchema)?.v2

/** A gallery as its page shows it: /project-v2 for its tiles, /project-v1 for any other kind. */
function Gallery({
  banner,
  items,
  kind,
}: {
  banner: ProjectsBannerCopy
  items: PortfolioItem[]
  kind: PortfolioItem['portfolio']
}) {
  const captions = useCaptions()
  return kind === 'portfolio-v3-page' ? (
    <ProjectV2View
      page={1}
      banner={banner}
      items={portfolioOf(items, kind)}
      captions={captions ?? []}
    />
  ) : (
    <ProjectV1View banner={banner} items={portfolioOf(items, kind)} />
  )
}

function PortfolioPage({ value, entry }: DrawProps<typeof portfolioItemSchema>) {
  const copy = useProjectsCopy()
  const items = useAmongOthers('portfolio', portfolioItemSchema, entry.file, value)
  if (!copy) return <Waiting on={{ [pathOf('pages', 'projects')]: copy }} />
  return <Gallery banner={copy.banner} items={items} kind={value.portfolio} />
}

function FeaturedPage({ value, entry }: DrawProps<typeof featuredProjectSchema>) {
  const copy = useProjectsCopy()
  const projects = useAmongOthers('featured', featuredProjectSchema, entry.file, value)
  if (!copy) return <Waiting on={{ [pathOf('pages', 'projects')]: copy }} />
  return <ProjectV3View banner={copy.banner} featuredProjects={projects} />
}

function CaseStudyPage({ value, entry }: DrawProps<typeof caseStudySchema>) {
  const studies = useAmongOthers('case-studies', caseStudySchema, entry.file, value)
  // The layout of the page it is published at.
  const Page = value.path === '/project-details-v1' ? CaseStudyV1 : CaseStudyV2
  return <Page study={value} {...caseStudyLinks(studies, value.path)} />
}

/** The galleries' banner: /project-v1 under it, with its tiles. */
function ProjectsPage({ value }: DrawProps<typeof projectsPageSchema>) {
  const items = useOtherEntries('portfolio', portfolioItemSchema) ?? []
  return <ProjectV1View banner={value.banner} items={portfolioOf(items, 'portfolio-v2-page')} />
}

function CaptionsPage({ value }: DrawProps<typeof projectCaptionsSchema>) {
  const copy = useProjectsCopy()
  const items = useOtherEntries('portfolio', portfolioItemSchema) ?? []
  if (!copy) return <Waiting on={{ [pathOf('pages', 'projects')]: copy }} />
  return (
    <ProjectV2View
      page={1}
      banner={copy.banner}
      items={portfolioOf(items, 'portfolio-v3-page')}
      captions={value.v2}
    />
  )
}

export const projectPreviews = [
  preview({ collection: 'portfolio' }, portfolioItemSchema, PortfolioPage),
  preview({ collection: 'featured' }, featuredProjectSchema, FeaturedPage),
  preview({ collection: 'case-studies' }, caseStudySchema, CaseStudyPage),
  preview({ collection: 'pages', file: 'projects' }, projectsPageSchema, ProjectsPage),
  preview({ collection: 'shared', file: 'captions' }, projectCaptionsSchema, CaptionsPage),
]
