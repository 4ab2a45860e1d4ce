/** The project showcases, read from their files and checked. */
import { contentPath, loadCollection, loadEntry, problemAt } from '@/lib/content-files/collection'
import { failOnProblems } from '@/lib/content-files/validate'
import {
  caseStudySchema,
  featuredProjectSchema,
  portfolioItemSchema,
  projectCaptionsSchema,
} from './schema'

const folder = (name: string) => contentPath('projects', name)

// Ids repeat on purpose (id 8 three times, as in the sample data): `order` places each item.
export const portfolioFiles = loadCollection(folder('portfolio'), portfolioItemSchema, {
  uniqueIds: false,
})
export const featuredFiles = loadCollection(folder('featured'), featuredProjectSchema)
export const caseStudyFiles = loadCollection(folder('case-studies'), caseStudySchema)
export const captions = loadEntry(folder('captions.yaml'), projectCaptionsSchema).value

// Each case-study page shows one file: both pages need theirs, and no page two.
const pages = caseStudySchema.shape.path.options
failOnProblems(folder('case-studies'), [
  ...pages
    .filter((page) => !caseStudyFiles.items.some((study) => study.path === page))
    .map((page) => problemAt(caseStudyFiles.sources[0]!, 'path', `no case study for ${page}`)),
  ...caseStudyFiles.items
    .filter((study, index) => caseStudyFiles.items.findIndex((s) => s.path === study.path) < index)
    .map((study) =>
      problemAt(
        caseStudyFiles.sources[caseStudyFiles.items.indexOf(study)]!,
        'path',
        `a second case study for ${study.path}`,
      ),
    ),
])
