import { PageBanner } from '@/components/layout/page-banner'
import { Accordion } from '@/components/ui/accordion'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { Section, SectionHeading } from '@/components/ui/section'
import type { CustomerSegment } from '@/content/marketing/schema'
import type { CustomersPageCopy } from '@/content/pages/schema'

/** /customers under the header: each customer segment in an accordion, and a link to contact. */
export function CustomersView({
  copy,
  customerSegments,
  open,
}: {
  copy: CustomersPageCopy
  customerSegments: CustomerSegment[]
  /** The segment open at first (the CMS's preview: the one being edited); else the first. */
  open?: string
}) {
  const { banner, segments } = copy
  return (
    <>
      <PageBanner title={banner.title} lead={banner.lead} />
      <Section aria-labelledby="segments-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="segments-heading" {...segments} className="mb-0" />
          <Accordion
            // Passed only when set: a client component's props are written into the page.
            {...(open
              ? { defaultOpen: customerSegments.findIndex((segment) => segment.slug === open) }
              : {})}
            items={customerSegments.map((segment) => ({
              key: segment.slug,
              title: segment.name,
              content: (
                <div className="space-y-3">
                  <p className="font-medium text-ink">{segment.summary}</p>
                  {segment.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <ul className="grid gap-2 pt-2 sm:grid-cols-2">
                    {segment.uses.map((use) => (
                      <li key={use} className="flex items-start gap-2 text-ink">
                        <Icon
                          name="check"
                          size={20}
                          className="mt-0.5 shrink-0 text-accent-strong"
                        />
                        {use}
                      </li>
                    ))}
                  </ul>
                </div>
              ),
            }))}
          />
        </div>
        <p className="mt-10 text-lg text-muted lg:text-right">
          {segments.prompt}{' '}
          <Link
            href="/contact"
            className="font-semibold text-accent-strong underline underline-offset-4"
          >
            {segments.link}
          </Link>
        </p>
      </Section>
    </>
  )
}
