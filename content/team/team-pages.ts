/** Which members each team page shows, by the `page` of their file. Pure: the CMS's preview uses it. */
import type { TeamMember } from './schema'

export const TEAM_PAGES = {
  /** /team-v1 */
  v1: ['home', 'team'],
  /** /team-v2 */
  v2: ['team-three', 'team'],
} as const satisfies Record<string, readonly TeamMember['page'][]>

export type TeamPage = keyof typeof TEAM_PAGES

export function teamPageMembers(members: readonly TeamMember[], page: TeamPage): TeamMember[] {
  const shown: readonly TeamMember['page'][] = TEAM_PAGES[page]
  return members.filter((member) => shown.includes(member.page))
}
