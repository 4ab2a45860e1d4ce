import { portfolioItems } from '@/content/portfolio'
import { caseStudies } from '@/content/projects'
import type { CaseStudy, PortfolioItem } from '@/content/schemas'

/** Cards per page of the /project-v2 gallery (spec §9). */
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
  if (!study) throw new Error(`No case study for ${path} in content/data/projects.ts`)
  return study
}

export type ProjectLink = { href: string; label: string; title: string }

const ALL_PROJECTS: ProjectLink = {
  href: '/project-v1',
  label: 'All projects',
  title: 'Our Most Recent Projects',
}

/**
 * Previous and next links of a case study, in the order of content/data/projects.ts; where there
 * is no neighbour the link leads back to the project gallery, so both links always go somewhere.
 */
export function caseStudyNeighbours(path: CaseStudy['path']): {
  previous: ProjectLink
  next: ProjectLink
} {
  const index = caseStudies.findIndex((study) => study.path === path)
  const link = (study: CaseStudy | undefined, label: string): ProjectLink =>
    study ? { href: study.path, label, title: study.title } : ALL_PROJECTS
  return {
    previous: link(caseStudies[index - 1], 'Previous project'),
    next: link(caseStudies[index + 1], 'Next project'),
  }
}
