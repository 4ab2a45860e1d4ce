import { JsonLd } from '@/components/seo/json-ld'
import { faqPageJsonLd, faqItems } from '@/content/faq'
import { FaqTabs } from '@/components/faq/faq-tabs'
import { PageBanner } from '@/components/layout/page-banner'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { faqPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'FAQ',
  description:
    'Answers about marketing, banking, finance, payments, terms and conditions and your account on Coverbridge, the portal to rate, quote and bind specialty insurance.',
  path: '/faq',
})

export default function FaqPage() {
  const { contact } = faqPage
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqItems)} />
      <PageBanner {...faqPage.banner} crumbs={[{ label: faqPage.banner.crumb }]} />
      <Section>
        <div className="mx-auto max-w-4xl">
          <FaqTabs items={faqItems} />
          <div className="mt-12 flex flex-col items-start gap-4 rounded-card border border-line bg-surface-alt p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-ink">
              <span className="font-semibold">{contact.question}</span>
              {` ${contact.text}`}
            </p>
            <ButtonLink href="/contact">{contact.action}</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  )
}
