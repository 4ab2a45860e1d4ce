/** The projects domain: the portfolio galleries, the featured projects and the case studies. */
import { captions, caseStudyFiles, featuredFiles, portfolioFiles } from './load'
import { pageCount } from '@/lib/pagination'
import { caseStudyLinks } from './case-study-links'
import { PROJECT_V2_PER_PAGE, portfolioOf } from './portfolio'
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

export { PROJECT_V2_PER_PAGE, portfolioKey } from './portfolio'

export function portfolioFor(kind: PortfolioItem['portfolio']): PortfolioItem[] {
  return portfolioOf(portfolioItems, kind)
}

/** The tiles of /project-v2 (portfolio-v3-page), and how many pages of the gallery they fill. */
export function projectV2Items(): PortfolioItem[] {
  return portfolioFor('portfolio-v3-page')
}

export function projectV2Pages(): number {
  return pageCount(projectV2Items().length, PROJECT_V2_PER_PAGE)
}

export function getCaseStudy(path: CaseStudy['path']): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.path === path)
  if (!study) throw new Error(`No case study for ${path} in content/projects/case-studies/`)
  return study
}

export type { ProjectLink } from './case-study-links'

/**
 * Previous and next links of a case study, in the order of their ids, wrapping around at the
 * ends (content/projects/case-study-links.ts).
 */
export function caseStudyNeighbours(path: CaseStudy['path']) {
  return caseStudyLinks(caseStudies, path)
}

/** The case study published at `path`, with the links to the one before and the one after. */
export function caseStudyAt(path: CaseStudy['path']) {
  return { study: getCaseStudy(path), ...caseStudyNeighbours(path) }
}
