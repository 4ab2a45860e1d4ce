/** The marketing domain's files, read and checked. */
import { contentPath, loadCollection, loadEntry } from '@/lib/content-files/collection'
import * as schemas from './schema'

const folder = (name: string) => contentPath('marketing', name)

export const serviceCardFiles = loadCollection(folder('service-cards'), schemas.serviceCardSchema)
export const testimonialFiles = loadCollection(folder('testimonials'), schemas.testimonialSchema)
export const segmentFiles = loadCollection(folder('segments'), schemas.customerSegmentSchema)
export const founderFiles = loadCollection(folder('founders'), schemas.founderSchema)
export const company = loadEntry(folder('company.yaml'), schemas.companySchema).value
export const offerings = loadEntry(folder('offerings.yaml'), schemas.offeringsSchema).value
export const services = loadEntry(folder('services.yaml'), schemas.servicesSchema).value
