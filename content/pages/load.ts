/** The copy of each marketing page, one file a page, read and checked. */
import { contentPath, loadEntry } from '@/lib/content-files/collection'
import {
  aboutPageSchema,
  homePageSchema,
  offerPageSchema,
  pricingPageSchema,
  servicesPageSchema,
} from './schema'

const page = (name: string) => contentPath('pages', `${name}.yaml`)

export const home = loadEntry(page('home'), homePageSchema).value
export const pricing = loadEntry(page('pricing'), pricingPageSchema).value
export const about = loadEntry(page('about-us'), aboutPageSchema).value
export const services = loadEntry(page('services'), servicesPageSchema).value
export const offer = loadEntry(page('what-we-offer'), offerPageSchema).value
