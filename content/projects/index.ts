/** The projects domain: the portfolio galleries, the featured projects and the case studies. */
import { parseCollection } from '../shared/validate'
import { projectV2Captions, rawCaseStudies, rawFeaturedProjects } from './data'
import { rawPortfolio } from './portfolio-data'
import {
  caseStudySchema,
  featuredProjectSchema,
  portfolioItemSchema,
  type CaseStudy,
  type FeaturedProject,
  type PortfolioItem,
} from './schema'

export * from './schema'
export { rawPortfolio }
export type { SizedImage } from '../shared/schema'
export { projectV2Captions }

// Ids repeat on purpose (id 8 three times, as in the spec's data): key by position, never by id alone.
export const portfolioItems: PortfolioItem[] = parseCollection(
  'content/projects/portfolio-data.ts',
  portfolioItemSchema,
  rawPortfolio,
)

export const featuredProjects: FeaturedProject[] = parseCollection(
  'content/projects/data.ts (featured)',
  featuredProjectSchema,
  rawFeaturedProjects,
  { uniqueIds: true },
)

export const caseStudies: CaseStudy[] = parseCollection(
  'content/projects/data.ts (case studies)',
  caseStudySchema,
  rawCaseStudies,
)

/** Cards per page of the /project-v2 gallery. */
export const PROJECT_V2_PER_PAGE = 4

export function portfolioFor(kind: PortfolioItem['portfolio']): PortfolioItem[] {
  return portfolioItems.filter((item) => item.portfolio === kind)
}

/**
 * A stable React key for a portfolio item: ids repeat in the sample data (id 8 three times), the
 * image path does not.
 */
export function portfolioKey(item: PortfolioItem): string {
  return `${item.id}-${item.img}`
}

export function getCaseStudy(path: CaseStudy['path']): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.path === path)
  if (!study) throw new Error(`No case study for ${path} in content/projects/data.ts`)
  return study
}

export type ProjectLink = { href: string; label: string; title: string }

/**
 * Previous and next links of a case study, in the order of content/projects/data.ts, wrapping
 * around at the ends: the first study's previous link is the last one, and the last study's
 * next link is the first, so both links always lead to a case study.
 */
export function caseStudyNeighbours(path: CaseStudy['path']): {
  previous: ProjectLink
  next: ProjectLink
} {
  const index = caseStudies.findIndex((study) => study.path === path)
  const count = caseStudies.length
  const link = (at: number, label: string): ProjectLink => {
    const study = caseStudies[(at + count) % count] ?? getCaseStudy(path)
    return { href: study.path, label, title: study.title }
  }
  return { previous: link(index - 1, 'Previous project'), next: link(index + 1, 'Next project') }
}
