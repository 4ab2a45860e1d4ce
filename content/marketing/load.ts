/** The marketing domain's files, read and checked. */
import { contentPath, loadCollection, loadEntry } from '@/lib/content-files/collection'
import {
  companySchema,
  customerSegmentSchema,
  founderSchema,
  offeringsSchema,
  serviceCardSchema,
  servicesSchema,
  testimonialSchema,
} from './schema'

const folder = (name: string) => contentPath('marketing', name)

export const serviceCardFiles = loadCollection(folder('service-cards'), serviceCardSchema)
export const testimonialFiles = loadCollection(folder('testimonials'), testimonialSchema)
export const segmentFiles = loadCollection(folder('segments'), customerSegmentSchema)
export const founderFiles = loadCollection(folder('founders'), founderSchema)
export const company = loadEntry(folder('company.yaml'), companySchema).value
export const offerings = loadEntry(folder('offerings.yaml'), offeringsSchema).value
export const services = loadEntry(folder('services.yaml'), servicesSchema).value
