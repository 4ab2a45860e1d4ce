import { rawCaseStudies, rawFeaturedProjects, projectV2Captions } from './data/projects'
import {
  caseStudySchema,
  featuredProjectSchema,
  type CaseStudy,
  type FeaturedProject,
} from './schemas'
import { parseCollection } from './validate'

export const featuredProjects: FeaturedProject[] = parseCollection(
  'content/data/projects.ts (featured)',
  featuredProjectSchema,
  rawFeaturedProjects,
  { uniqueIds: true },
)

export const caseStudies: CaseStudy[] = parseCollection(
  'content/data/projects.ts (case studies)',
  caseStudySchema,
  rawCaseStudies,
)

export { projectV2Captions }
