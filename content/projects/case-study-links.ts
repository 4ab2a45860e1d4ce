/** The links between case studies. Pure: the CMS's preview uses it with the studies it reads. */
import type { CaseStudy } from './schema'

export type ProjectLink = { href: string; label: string; title: string }

/**
 * Previous and next links of the study at `path` among `studies` (in the order of their ids),
 * wrapping around at the ends: the first study's previous link is the last one, and the last
 * study's next link is the first, so both links always lead to a case study.
 */
export function caseStudyLinks(
  studies: readonly CaseStudy[],
  path: CaseStudy['path'],
): { previous: ProjectLink; next: ProjectLink } {
  const index = studies.findIndex((study) => study.path === path)
  const count = studies.length
  const link = (at: number, label: string): ProjectLink => {
    const study = studies[(at + count) % count] ?? studies[index]
    return { href: study?.path ?? path, label, title: study?.title ?? '' }
  }
  return { previous: link(index - 1, 'Previous project'), next: link(index + 1, 'Next project') }
}
