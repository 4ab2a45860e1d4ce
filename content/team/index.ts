/** The team domain: the members shown on the team pages and the profile of /team-details. */
import { team } from './load'
import type { TeamMember } from './schema'

export * from './schema'
export { teamProfile, teamProfileMember } from './load'

/** The member files as written, before checking (the schema tests parse them again). */
export const rawTeam = team.raw

export const teamMembers: TeamMember[] = team.items

/** The member with this id, if any. */
export function getTeamMemberById(id: number): TeamMember | undefined {
  return teamMembers.find((candidate) => candidate.id === id)
}
