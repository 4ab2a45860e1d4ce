import { Picture } from '@/components/ui/picture'
import { PageBanner } from '@/components/layout/page-banner'
import { Section } from '@/components/ui/section'
import { TeamProfile } from '@/components/team/team-profile'
import { teamProfile, teamProfileMember } from '@/content/team'
import { pageMetadata } from '@/lib/metadata'
import { firstScreenSrc } from '@/lib/inline-image'

export const metadata = pageMetadata({
  title: teamProfileMember.name,
  description: `${teamProfileMember.name}, ${teamProfile.position} at Coverbridge: background, qualifications and areas of expertise.`,
  path: '/team-details',
})

export default function TeamDetailsPage() {
  return (
    <>
      <PageBanner
        title={teamProfileMember.name}
        eyebrow={teamProfile.position}
        crumbs={[{ href: '/team-v1', label: 'Team' }, { label: teamProfileMember.name }]}
      />
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[380px_1fr] lg:gap-16">
          <div>
            <Picture
              kind="portrait"
              src={firstScreenSrc(teamProfileMember.img)}
              slot="portrait"
              priority
              alt={`Portrait of ${teamProfileMember.name}`}
              className="h-auto w-full max-w-sm rounded-card bg-surface-alt"
            />
          </div>
          <TeamProfile />
        </div>
      </Section>
    </>
  )
}
