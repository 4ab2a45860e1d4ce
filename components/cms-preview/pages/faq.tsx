/** The FAQ's previews: an answer in its topic's accordion on /faq, and the /faq page itself. */
import { FaqAccordion } from '@/components/faq/faq-accordion'
import { FaqPageView } from '@/components/faq/faq-page-view'
import { PageBanner } from '@/components/layout/page-banner'
import { Section } from '@/components/ui/section'
import { faqItemSchema } from '@/content/faq/schema'
import { faqPageSchema } from '@/content/pages/schema'
import { useAmongOthers, useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'
import { useFaq } from '../site-data'

/**
 * An answer as /faq shows it under its topic's tab: in that topic's accordion, the others of the
 * topic around it, itself open (a tab's accordion opens its first item; this one is the item the
 * author is writing).
 */
function FaqItemPage({ value, entry }: DrawProps<typeof faqItemSchema>) {
  const copy = useOtherFile('pages', 'faq', faqPageSchema)
  const items = useAmongOthers('faq', faqItemSchema, entry.file, value)
    .filter((item) => item.category === value.category)
    .map((item) => ({ ...item, isShow: item === value }))
  return (
    <>
      {copy ? <PageBanner {...copy.banner} crumbs={[{ label: copy.banner.crumb }]} /> : null}
      <Section>
        <div className="mx-auto max-w-4xl">
          <FaqAccordion items={items} headingLevel={2} regions />
        </div>
      </Section>
    </>
  )
}

function FaqPage({ value }: DrawProps<typeof faqPageSchema>) {
  return <FaqPageView copy={value} items={useFaq() ?? []} />
}

export const faqPreviews = [
  preview({ collection: 'faq' }, faqItemSchema, FaqItemPage),
  preview({ collection: 'pages', file: 'faq' }, faqPageSchema, FaqPage),
]
