/** The copy of each marketing page, one file a page, read and checked. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import * as schemas from './schema'

const page = (name: string) => contentPath('pages', `${name}.yaml`)

export const home = loadEntry(page('home'), schemas.homePageSchema).value
export const pricing = loadEntry(page('pricing'), schemas.pricingPageSchema).value
export const about = loadEntry(page('about-us'), schemas.aboutPageSchema).value
export const services = loadEntry(page('services'), schemas.servicesPageSchema).value
export const offer = loadEntry(page('what-we-offer'), schemas.offerPageSchema).value
export const customers = loadEntry(page('customers'), schemas.customersPageSchema).value
export const testimonial = loadEntry(page('testimonial'), schemas.testimonialPageSchema).value
export const team = loadEntry(page('team'), schemas.teamPageSchema).value
export const aboutTwo = loadEntry(page('about-us-2'), schemas.aboutTwoPageSchema).value
export const faq = loadEntry(page('faq'), schemas.faqPageSchema).value
export const projects = loadEntry(page('projects'), schemas.projectsPageSchema).value
