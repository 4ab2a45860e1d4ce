import { rawTestimonials } from './data/testimonials'
import { testimonialSchema } from './schemas'
import { parseCollection } from './validate'

export const testimonials = parseCollection(
  'content/data/testimonials.ts',
  testimonialSchema,
  rawTestimonials,
  {
    uniqueIds: true,
  },
)
