import { Accordion } from '@/components/ui/accordion'
import type { FaqItem } from '@/content/faq'

/** FAQ items as one accordion group: one open at a time, the item marked isShow open first. */
export function FaqAccordion({
  items,
  headingLevel = 3,
  regions = true,
}: {
  items: FaqItem[]
  headingLevel?: 2 | 3 | 4
  regions?: boolean
}) {
  const firstShown = items.findIndex((item) => item.isShow)
  return (
    <Accordion
      headingLevel={headingLevel}
      regions={regions}
      defaultOpen={firstShown === -1 ? 0 : firstShown}
      items={items.map((item) => ({
        key: `faq-${item.id}`,
        title: item.title,
        content: <p>{item.desc}</p>,
      }))}
    />
  )
}
