import { ButtonLink } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import type { TeamMember, TeamProfile as Profile } from '@/content/team/schema'

/** The profile beside the portrait: details, biography, expertise and the ways on. */
export function TeamProfile({
  profile: teamProfile,
  member: teamProfileMember,
}: {
  profile: Profile
  member: TeamMember
}) {
  const details = [
    { label: 'Position', value: teamProfile.position },
    { label: 'Location', value: teamProfile.location },
    {
      label: 'Email',
      value: (
        <a
          href={`mailto:${teamProfile.email}`}
          className="break-all text-accent-strong underline underline-offset-2"
        >
          {teamProfile.email}
        </a>
      ),
    },
    { label: 'Age', value: `${teamProfile.age} years` },
    { label: 'Qualification', value: teamProfile.qualification },
    { label: 'Gender', value: teamProfile.gender },
  ]
  return (
    <div>
      <h2 className="text-3xl font-bold text-ink">Profile</h2>
      <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-card border border-line bg-surface-alt p-6 sm:grid-cols-2">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt className="text-sm font-semibold tracking-wider text-muted uppercase">
              {detail.label}
            </dt>
            <dd className="mt-1 font-medium text-ink">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-2xl font-bold text-ink">About {teamProfileMember.name}</h2>
      <div className="mt-4 space-y-4 text-lg text-muted">
        {teamProfile.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2 className="mt-10 text-2xl font-bold text-ink">Areas of expertise</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {teamProfile.expertise.map((item) => (
          <li key={item} className="flex items-start gap-3 text-ink">
            <Icon name="check" size={20} className="mt-0.5 shrink-0 text-accent-strong" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink href="/contact">Contact {teamProfileMember.name.split(' ')[0]}</ButtonLink>
        <Link
          href="/team-v1"
          className="inline-flex min-h-11 items-center px-2 font-semibold text-accent-strong underline underline-offset-4"
        >
          Back to the team
        </Link>
      </div>
    </div>
  )
}
