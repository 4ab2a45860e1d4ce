/** The projects domain: the portfolio galleries, the featured projects and the case studies. */
import { captions, caseStudyFiles, featuredFiles, portfolioFiles } from './load'
import type { CaseStudy, FeaturedProject, PortfolioItem } from './schema'

export * from './schema'
export type { SizedImage } from '../shared/schema'

/** The portfolio files as written, in showcase order (the schema tests parse them again). */
export const rawPortfolio = portfolioFiles.raw

/** The fixed captions of the /project-v2 gallery (PRINT, DESIGN, Tax Preparation). */
export const projectV2Captions = captions.v2

// Ids repeat on purpose (id 8 three times, as in the spec's data): key by position, never by id alone.
export const portfolioItems: PortfolioItem[] = portfolioFiles.items

/** The featured articles of /project-v3: one per category tag. */
export const featuredProjects: FeaturedProject[] = featuredFiles.items

export const caseStudies: CaseStudy[] = caseStudyFiles.items

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
  if (!study) throw new Error(`No case study for ${path} in content/projects/case-studies/`)
  return study
}

export type ProjectLink = { href: string; label: string; title: string }

/**
 * Previous and next links of a case study, in the order of their ids, wrapping
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
