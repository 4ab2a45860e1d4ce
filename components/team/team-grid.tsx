import type { TeamMember } from '@/content/team'
import { TeamCard } from './team-card'

/**
 * Team grid: 2 per row on small screens, 4 per row on large ones. The first four portraits are
 * the first screen's pictures at every width: they ride in the HTML and paint with it.
 */
export function TeamGrid({
  members,
  variant,
}: {
  members: TeamMember[]
  variant?: 'default' | 'overlay'
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {members.map((member, index) => (
        <li key={member.id}>
          <TeamCard member={member} variant={variant} priority={index < 4} />
        </li>
      ))}
    </ul>
  )
}
