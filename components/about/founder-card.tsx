import { useId } from 'react'
import { Picture } from '@/components/ui/picture'
import type { Founder } from '@/content/marketing'
import { imageSource } from '@/lib/images/manifest'

/** A co-founder's portrait and biography (/about-us). */
export function FounderCard({ founder }: { founder: Founder }) {
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-6 rounded-card border border-line bg-white p-6 md:grid-cols-[200px_1fr] md:gap-10 md:p-8"
    >
      <Picture
        kind="founder"
        src={imageSource(founder.img)}
        slot="founder"
        alt={`Portrait of ${founder.name}`}
        className="size-40 rounded-card md:size-[200px]"
      />
      <div>
        <h3 id={headingId} className="text-2xl font-bold text-ink">
          {founder.name}
        </h3>
        <p className="mt-1 font-semibold text-accent-strong">{founder.role}</p>
        <p className="mt-4 text-lg text-ink">{founder.summary}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-muted">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  )
}
