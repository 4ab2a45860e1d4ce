import { TeamDetailsView } from '@/components/team/team-details-view'
import { teamProfile, teamProfileMember } from '@/content/team'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: teamProfileMember.name,
  description: `${teamProfileMember.name}, ${teamProfile.position} at Coverbridge: background, qualifications and areas of expertise.`,
  path: '/team-details',
})

export default function TeamDetailsPage() {
  return <TeamDetailsView profile={teamProfile} member={teamProfileMember} />
}
