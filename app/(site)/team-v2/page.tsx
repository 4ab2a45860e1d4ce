import { TeamPageView } from '@/components/team/team-page-view'
import { teamMembers } from '@/content/team'
import { teamPageMembers } from '@/content/team/team-pages'
import { teamV2Banner, teamV2Heading } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Meet the Team',
  description:
    'Meet the Coverbridge specialists in compliance, engineering, bank partnerships, data, underwriting and client success.',
  path: '/team-v2',
})

export default function TeamV2Page() {
  return (
    <TeamPageView
      banner={teamV2Banner}
      heading={teamV2Heading}
      members={teamPageMembers(teamMembers, 'v2')}
      variant="overlay"
    />
  )
}
