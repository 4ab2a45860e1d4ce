import { TeamPageView } from '@/components/team/team-page-view'
import { teamMembers } from '@/content/team'
import { teamPageMembers } from '@/content/team/team-pages'
import { teamV1Banner, teamV1Heading } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Our Team',
  description:
    'The people behind Coverbridge: leadership, underwriting specialists, engineers and client success managers who help brokers rate, quote and bind.',
  path: '/team-v1',
})

export default function TeamV1Page() {
  return (
    <TeamPageView
      banner={teamV1Banner}
      heading={teamV1Heading}
      members={teamPageMembers(teamMembers, 'v1')}
    />
  )
}
