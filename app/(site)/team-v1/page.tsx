import { PageBanner } from '@/components/layout/page-banner'
import { TeamGrid } from '@/components/team/team-grid'
import { Section } from '@/components/ui/section'
import { teamMembers } from '@/content/team'
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
      <PageBanner
        title="Our Team"
        lead="Underwriters, engineers and client success managers who have worked inside agencies, MGAs and carriers."
      />
      <Section
        heading={{
          id: 'team-heading',
          eyebrow: 'Our people',
          title: 'The team behind your quotes',
          align: 'center',
        }}
      >
        <TeamGrid members={members} />
      </Section>
    </>
  )
}
