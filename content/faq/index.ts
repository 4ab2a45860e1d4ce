/** The FAQ domain: questions and answers by category, and their structured data. */
import type { FAQPage, WithContext } from 'schema-dts'
import { parseCollection } from '../shared/validate'
import { rawFaq } from './data'
import { faqItemSchema, type FaqItem } from './schema'

export * from './schema'
export { rawFaq }

export const faqItems = parseCollection('content/faq/data.ts', faqItemSchema, rawFaq, {
  uniqueIds: true,
})

export function faqPageJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.desc },
    })),
  }
}
