import { useId } from 'react'
import { Picture } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import type { TeamMember } from '@/content/team'
import { cn } from '@/lib/cn'
import { imageSource } from '@/lib/images/manifest'
import { firstScreenSrc } from '@/lib/inline-image'

/**
 * Team card: portrait, name, role; the whole card leads to /team-details.
 * 'overlay' lays the name over the foot of the portrait (team v2).
 */
export function TeamCard({
  member,
  variant = 'default',
  href = '/team-details',
  priority,
}: {
  member: TeamMember
  variant?: 'default' | 'overlay'
  href?: string
  /**
   * In the first screen: the portrait rides in the page (a site SVG as a data URL, a photo's
   * variants loaded at once), so it paints with the text. Server-rendered only (it reads files).
   */
  priority?: boolean
}) {
  const overlay = variant === 'overlay'
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'group relative h-full overflow-hidden rounded-card',
        overlay
          ? 'bg-navy-950'
          : 'border border-line bg-white transition-shadow hover:shadow-raised',
      )}
    >
      <Picture
        kind="portrait"
        src={priority ? firstScreenSrc(member.img) : imageSource(member.img)}
        slot="portrait"
        priority={priority}
        className="h-auto w-full bg-surface-alt transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <div
        className={cn(
          overlay
            ? 'absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950 via-navy-950/90 to-transparent px-3 pt-10 pb-3 sm:px-5 sm:pb-5'
            : 'p-3 sm:p-5',
        )}
      >
        <h3
          id={headingId}
          className={cn('text-base font-semibold sm:text-lg', overlay ? 'text-white' : 'text-ink')}
        >
          <Link
            href={href}
            className="group-hover:underline group-hover:underline-offset-4 after:absolute after:inset-0"
          >
            {member.name}
          </Link>
        </h3>
        <p className={cn('mt-1 text-sm', overlay ? 'text-navy-100' : 'text-muted')}>
          {member.designation}
        </p>
      </div>
    </article>
  )
}
