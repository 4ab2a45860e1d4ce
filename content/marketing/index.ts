/**
 * The marketing domain: the copy of the marketing and template pages (company, offerings,
 * services), the service cards, the customer segments, the co-founders and the testimonials.
 */
import { failOnProblems } from '@/lib/content-files/validate'
import { problemAt } from '@/lib/content-files/collection'
import {
  company,
  founderFiles,
  offerings,
  segmentFiles,
  serviceCardFiles,
  services,
  testimonialFiles,
} from './load'
import type { ServiceCard } from './schema'

export * from './schema'

/** The files as written, before checking (the schema tests parse them again). */
export const rawServiceCards = serviceCardFiles.raw
export const rawTestimonials = testimonialFiles.raw

export const serviceCards = serviceCardFiles.items
export const testimonials = testimonialFiles.items

export function serviceCardsFor(page: ServiceCard['page']): ServiceCard[] {
  return serviceCards.filter((card) => card.page === page)
}

/** The six customer segments, in order. */
export const customerSegments = segmentFiles.items
failOnProblems(
  'content/marketing/segments',
  customerSegments.length === 6
    ? []
    : [
        problemAt(
          segmentFiles.sources[0]!,
          'id',
          `needs 6 segments, has ${customerSegments.length}`,
        ),
      ],
)

/** CEO, Chief Revenue Officer and CTO, in that order. */
export const founders = founderFiles.items
failOnProblems(
  'content/marketing/founders',
  founders.length === 3
    ? []
    : [problemAt(founderFiles.sources[0]!, 'id', `needs 3 co-founders, has ${founders.length}`)],
)

export const { stats, aboutBlocks, videos, partners } = company
export const companyValues = company.values
export const companyStory = company.story

export const { apiFeatures, apiSample, onboardingSteps, pricingPrinciples, pricingIncluded } =
  offerings

/** The service pages' shared blocks (content/marketing/services.yaml), whole. */
export { services as servicesCopy }

export const {
  serviceMenu,
  serviceDetail,
  serviceSteps,
  serviceQuote,
  qualifications,
  loanBanner,
  chatBanner,
} = services
