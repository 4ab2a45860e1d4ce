import { PageBanner } from '@/components/layout/page-banner'
import { Accordion } from '@/components/ui/accordion'
import { Link } from '@/components/ui/link'
import { Icon } from '@/components/ui/icon'
import { Section, SectionHeading } from '@/components/ui/section'
import { customerSegments } from '@/content/marketing'
import { customersPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Customers',
  description:
    'How wholesale brokers, retail agents, MGAs and MGUs, associations, community banks, carriers and PEOs use Coverbridge to rate, quote and bind specialty insurance.',
  path: '/customers',
})

export default function CustomersPage() {
  const { banner, segments } = customersPage
  return (
    <>
      <PageBanner title={banner.title} lead={banner.lead} />
      <Section aria-labelledby="segments-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="segments-heading" {...segments} className="mb-0" />
          <Accordion
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
