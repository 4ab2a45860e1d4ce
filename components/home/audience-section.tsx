import { Link } from '@/components/ui/link'
import { Section, SectionHeading } from '@/components/ui/section'
import type { Audience } from '@/content/pages/audiences'
import type { HomePageCopy } from '@/content/pages/schema'

/** Who the product serves: the six segments beside a heading, with a link to the customers page. */
export function AudienceSection({
  audience: homeAudience,
  audiences: homeAudiences,
}: {
  audience: HomePageCopy['audience']
  audiences: Audience[]
}) {
  return (
    <Section aria-labelledby="audience-heading">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <SectionHeading id="audience-heading" {...homeAudience} flush />
        <div>
          <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2">
            {homeAudiences.map((audience) => (
              <li
                key={audience.slug}
                className="flex items-center gap-3 rounded-control border border-line bg-surface-alt px-4 py-3 font-medium text-ink"
              >
                <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                {audience.name}
              </li>
            ))}
          </ul>
          <Link
            href="/customers"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
          >
            {homeAudience.link}
          </Link>
        </div>
      </div>
    </Section>
  )
}
