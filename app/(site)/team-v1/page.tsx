import { PageBanner } from '@/components/layout/page-banner'
import { TeamGrid } from '@/components/team/team-grid'
import { Section } from '@/components/ui/section'
import { teamMembers } from '@/content/team'
import { teamV1Banner, teamV1Heading } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Our Team',
  description:
    'The people behind Coverbridge: leadership, underwriting specialists, engineers and client success managers who help brokers rate, quote and bind.',
  path: '/team-v1',
})

export default function TeamV1Page() {
  const members = teamMembers.filter((member) => member.page === 'home' || member.page === 'team')
  return (
    <>
      <PageBanner {...teamV1Banner} />
      <Section
        heading={{
          id: 'team-heading',
          ...teamV1Heading,
          align: 'center',
        }}
      >
        <TeamGrid members={members} />
      </Section>
    </>
  )
}
