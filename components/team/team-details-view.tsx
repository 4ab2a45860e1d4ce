import { PageBanner } from '@/components/layout/page-banner'
import { TeamProfile } from '@/components/team/team-profile'
import { Picture } from '@/components/ui/picture'
import { Section } from '@/components/ui/section'
import type { TeamMember, TeamProfile as Profile } from '@/content/team/schema'
import { firstScreenSrc } from '@/lib/inline-image'

/** /team-details under the header: the member's banner, portrait and profile. */
export function TeamDetailsView({ profile, member }: { profile: Profile; member: TeamMember }) {
  return (
    <>
      <PageBanner
        title={member.name}
        eyebrow={profile.position}
        crumbs={[{ href: '/team-v1', label: 'Team' }, { label: member.name }]}
      />
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[380px_1fr] lg:gap-16">
          <div>
            <Picture
              kind="portrait"
              src={firstScreenSrc(member.img)}
              slot="portrait"
              priority
              alt={`Portrait of ${member.name}`}
              className="h-auto w-full max-w-sm rounded-card bg-surface-alt"
            />
          </div>
          <TeamProfile profile={profile} member={member} />
        </div>
      </Section>
    </>
  )
}
