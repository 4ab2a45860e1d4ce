import { PageBanner } from '@/components/layout/page-banner'
import { TeamGrid } from '@/components/team/team-grid'
import { Section } from '@/components/ui/section'
import { teamMembers } from '@/content/team'
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
      <PageBanner
        title="Meet the Team"
        lead="Specialists in licensing, APIs, bank partnerships, data and underwriting, on call for your firm."
      />
      <Section
        heading={{
          id: 'team-heading',
          eyebrow: 'Specialists',
          title: 'Experts you can call by name',
          align: 'center',
        }}
      >
        <TeamGrid members={members} variant="overlay" />
      </Section>
    </>
  )
}
