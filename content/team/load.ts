/** The team, read from its files and checked. */
import { contentPath, loadCollection, loadEntry, problemAt } from '@/lib/content-files/collection'
import { failOnProblems } from '@/lib/content-files/validate'
import { teamMemberSchema, teamProfileSchema } from './schema'

/** One file per member: content/team/members/{id}-{slug}.yaml. */
export const team = loadCollection(contentPath('team', 'members'), teamMemberSchema)

const PROFILE_FILE = contentPath('team', 'profile.yaml')
const profile = loadEntry(PROFILE_FILE, teamProfileSchema)

/** The static profile of /team-details; it must name a member of the team. */
export const teamProfile = profile.value

const profileMember = team.items.find((member) => member.id === teamProfile.memberId)
failOnProblems(
  PROFILE_FILE,
  profileMember
    ? []
    : [problemAt(profile.source, 'memberId', `no team member has id ${teamProfile.memberId}`)],
)

/** The team member the profile belongs to (portrait, name). */
export const teamProfileMember = profileMember!
