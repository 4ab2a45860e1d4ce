import type { ReactNode } from 'react'
import { FaqTabs } from '@/components/faq/faq-tabs'
import { PageBanner } from '@/components/layout/page-banner'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import type { FaqItem } from '@/content/faq/schema'
import type { FaqPageCopy } from '@/content/pages/schema'

/**
 * /faq under the header: every question in tabs by topic, and the way to ask another. The page
 * and the CMS's preview draw it; the JSON-LD slot keeps its place first, as React numbers
 * useId's ids by place.
 */
export function FaqPageView({
  copy,
  items,
  structuredData,
}: {
  copy: FaqPageCopy
  items: FaqItem[]
  structuredData?: ReactNode
}) {
  const { contact } = copy
  return (
    <>
      {structuredData}
      <PageBanner {...copy.banner} crumbs={[{ label: copy.banner.crumb }]} />
      <Section>
        <div className="mx-auto max-w-4xl">
          <FaqTabs items={items} />
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
