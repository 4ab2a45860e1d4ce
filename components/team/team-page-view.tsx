import type { ComponentProps } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { TeamGrid } from '@/components/team/team-grid'
import { Section } from '@/components/ui/section'
import type { TeamMember } from '@/content/team/schema'

type Heading = { eyebrow: string; title: string }

/**
 * A team page under the header: its banner, then its members' grid under a centred heading
 * (/team-v1 plain cards, /team-v2 names over the portraits). The pages and the CMS's preview draw it.
 */
export function TeamPageView({
  banner,
  heading,
  members,
  variant,
}: {
  banner: ComponentProps<typeof PageBanner>
  heading: Heading
  members: TeamMember[]
  variant?: 'overlay'
}) {
  return (
    <>
      <PageBanner {...banner} />
      <Section
        heading={{
          id: 'team-heading',
          ...heading,
          align: 'center',
        }}
      >
        <TeamGrid members={members} variant={variant} />
      </Section>
    </>
  )
}
