import { Tabs } from '@/components/ui/tabs'
import { faqCategorySchema, type FaqItem } from '@/content/faq/schema'
import { FaqAccordion } from './faq-accordion'

/**
 * FAQ tabs: All, then one tab per category in the spec's order; each tab is its own
 * accordion. 'All' lists every question with the very first one open.
 */
export function FaqTabs({ items, headingLevel = 2 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const tabs = [
    {
      key: 'all',
      label: 'All',
      items: items.map((item, index) => ({ ...item, isShow: index === 0 })),
    },
    ...faqCategorySchema.options.map((category) => ({
      key: category,
      label: category,
      items: items.filter((item) => item.category === category),
    })),
  ]
  return (
    <Tabs
      label="Question topics"
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        content: (
          <FaqAccordion items={tab.items} headingLevel={headingLevel} regions={tab.key !== 'all'} />
        ),
      }))}
    />
  )
}
