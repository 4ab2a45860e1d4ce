/** The team's previews: a member in their team page's grid, the team pages, the profile page. */
import { TeamDetailsView } from '@/components/team/team-details-view'
import { TeamPageView } from '@/components/team/team-page-view'
import { teamPageSchema } from '@/content/pages/schema'
import { teamMemberSchema, teamProfileSchema, type TeamMember } from '@/content/team/schema'
import { TEAM_PAGES, teamPageMembers, type TeamPage } from '@/content/team/team-pages'
import { useAmongOthers, useOtherEntries, useOtherFile } from '../other-files'
import { formatProblem, problemAt } from '@/lib/content-files/validate'
import { preview, type DrawProps } from '../preview'
import { Problems } from '../problems'
import { pathOf, Waiting } from '../site-data'

type Copy = NonNullable<ReturnType<typeof useTeamCopy>>

const useTeamCopy = () => useOtherFile('pages', 'team', teamPageSchema)

/** One team page as the site draws it, from its copy and the members. */
function TeamPage({ page, copy, members }: { page: TeamPage; copy: Copy; members: TeamMember[] }) {
  return page === 'v1' ? (
    <TeamPageView
      banner={copy.v1Banner}
      heading={copy.v1Team}
      members={teamPageMembers(members, 'v1')}
    />
  ) : (
    <TeamPageView
      banner={copy.v2Banner}
      heading={copy.v2Team}
      members={teamPageMembers(members, 'v2')}
      variant="overlay"
    />
  )
}

/** A member in the grid of the team page that shows them (/team-v1 first), with the others. */
function MemberPage({ value, entry }: DrawProps<typeof teamMemberSchema>) {
  const copy = useTeamCopy()
  const members = useAmongOthers('team', teamMemberSchema, entry.file, value)
  if (!copy) return <Waiting on={{ [pathOf('pages', 'team')]: copy }} />
  const shownOn: readonly string[] = TEAM_PAGES.v1
  return (
    <TeamPage page={shownOn.includes(value.page) ? 'v1' : 'v2'} copy={copy} members={members} />
  )
}

function TeamPages({ value }: DrawProps<typeof teamPageSchema>) {
  const members = useOtherEntries('team', teamMemberSchema) ?? []
  return (
    <>
      <TeamPage page="v1" copy={value} members={members} />
      <TeamPage page="v2" copy={value} members={members} />
    </>
  )
}

function ProfilePage({ value, entry }: DrawProps<typeof teamProfileSchema>) {
  const members = useOtherEntries('team', teamMemberSchema)
  if (!members) return <Waiting on={{ [pathOf('team')]: members }} />
  const member = members.find((candidate) => candidate.id === value.memberId)
  if (!member) {
    // As the build says it (content/team/load.ts).
    const message = `no team member has id ${value.memberId}`
    return <Problems problems={[formatProblem(problemAt(entry, 'memberId', message))]} />
  }
  return <TeamDetailsView profile={value} member={member} />
}

export const teamPreviews = [
  preview({ collection: 'team' }, teamMemberSchema, MemberPage),
  preview({ collection: 'pages', file: 'team' }, teamPageSchema, TeamPages),
  preview({ collection: 'shared', file: 'team-profile' }, teamProfileSchema, ProfilePage),
]
