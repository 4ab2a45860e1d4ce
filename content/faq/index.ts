/** The FAQ domain: questions and answers by category, and their structured data. */
import type { FAQPage, WithContext } from 'schema-dts'
import { faqFiles } from './load'
import type { FaqItem } from './schema'

export * from './schema'

/** The question files as written, before checking (the schema tests parse them again). */
export const rawFaq = faqFiles.raw

export const faqItems: FaqItem[] = faqFiles.items

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
