import { PageBanner } from '@/components/layout/page-banner'
import { TeamGrid } from '@/components/team/team-grid'
import { Section } from '@/components/ui/section'
import { teamMembers } from '@/content/team'
import { teamV2Banner, teamV2Heading } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Meet the Team',
  description:
    'Meet the Coverbridge specialists in compliance, engineering, bank partnerships, data, underwriting and client success.',
  path: '/team-v2',
})

export default function TeamV2Page() {
  const members = teamMembers.filter(
    (member) => member.page === 'team-three' || member.page === 'team',
  )
  return (
    <>
      <PageBanner {...teamV2Banner} />
      <Section
        heading={{
          id: 'team-heading',
          ...teamV2Heading,
          align: 'center',
        }}
      >
        <TeamGrid members={members} variant="overlay" />
      </Section>
    </>
  )
}
