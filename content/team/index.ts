/** The team domain: the members shown on the team pages and the profile of /team-details. */
import { parseCollection, parseEntry } from '../shared/validate'
import { rawTeam } from './data'
import { rawTeamProfile } from './profile-data'
import { teamMemberSchema, teamProfileSchema, type TeamMember } from './schema'

export * from './schema'
export { rawTeam }

export const teamMembers = parseCollection('content/team/data.ts', teamMemberSchema, rawTeam, {
  uniqueIds: true,
})

const PROFILE_FILE = 'content/team/profile-data.ts'

export const teamProfile = parseEntry(PROFILE_FILE, teamProfileSchema, rawTeamProfile)

/** The member with this id, if any. */
export function getTeamMemberById(id: number): TeamMember | undefined {
  return teamMembers.find((candidate) => candidate.id === id)
}

function findMember(id: number): TeamMember {
  const member = getTeamMemberById(id)
  if (!member) {
    throw new Error(`Invalid content in ${PROFILE_FILE}: field "memberId": no team member ${id}`)
  }
  return member
}

/** The team member the profile belongs to (portrait, name). */
export const teamProfileMember = findMember(teamProfile.memberId)
