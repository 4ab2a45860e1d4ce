import { JsonLd } from '@/components/seo/json-ld'
import { FaqPageView } from '@/components/faq/faq-page-view'
import { faqItems, faqPageJsonLd } from '@/content/faq'
import { faqPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'FAQ',
  description:
    'Answers about marketing, banking, finance, payments, terms and conditions and your account on Coverbridge, the portal to rate, quote and bind specialty insurance.',
  path: '/faq',
})

export default function FaqPage() {
  return (
    <FaqPageView
      copy={faqPage}
      items={faqItems}
      structuredData={<JsonLd data={faqPageJsonLd(faqItems)} />}
    />
  )
}
