import { rawFaq } from './data/faq'
import { faqItemSchema } from './schemas'
import { parseCollection } from './validate'

export const faqItems = parseCollection('content/data/faq.ts', faqItemSchema, rawFaq, {
  uniqueIds: true,
})
