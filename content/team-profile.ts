import { rawTeamProfile } from './data/team-profile'
import { teamProfileSchema, type TeamMember } from './schemas'
import { teamMembers } from './team'
import { parseEntry } from './validate'

const FILE = 'content/data/team-profile.ts'

export const teamProfile = parseEntry(FILE, teamProfileSchema, rawTeamProfile)

function findMember(id: number): TeamMember {
  const member = teamMembers.find((candidate) => candidate.id === id)
  if (!member) throw new Error(`Invalid content in ${FILE}: field "memberId": no team member ${id}`)
  return member
}

/** The team member the profile belongs to (portrait, name). */
export const teamProfileMember = findMember(teamProfile.memberId)
