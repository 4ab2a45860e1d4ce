/**
 * The marketing domain: the copy of the marketing and template pages (company, offerings,
 * services), the service cards and the testimonials.
 */
import { parseCollection } from '../shared/validate'
import { rawServiceCards } from './data/service-cards'
import { rawTestimonials } from './data/testimonials'
import { serviceCardSchema, testimonialSchema, type ServiceCard } from './schema'

export * from './schema'
export { rawServiceCards, rawTestimonials }
export * from './company'
export * from './offerings'
export * from './services'

export const serviceCards = parseCollection(
  'content/marketing/data/service-cards.ts',
  serviceCardSchema,
  rawServiceCards,
  {
    uniqueIds: true,
  },
)

export function serviceCardsFor(page: ServiceCard['page']): ServiceCard[] {
  return serviceCards.filter((card) => card.page === page)
}

export const testimonials = parseCollection(
  'content/marketing/data/testimonials.ts',
  testimonialSchema,
  rawTestimonials,
  {
    uniqueIds: true,
  },
)
