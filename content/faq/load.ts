/** The questions and answers, read from their files and checked. */
import { contentPath, loadCollection } from '@/lib/content-files/collection'
import { faqItemSchema } from './schema'

/** One file per question: content/faq/{id}-{slug}.yaml, its category naming its tab. */
export const faqFiles = loadCollection(contentPath('faq'), faqItemSchema)
