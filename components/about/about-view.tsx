import { FounderCard } from '@/components/about/founder-card'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureList } from '@/components/marketing/feature-grid'
import { StatsCounters } from '@/components/marketing/stats-counters'
import { Section, SectionHeading } from '@/components/ui/section'
import type { Feature, Founder, Stat } from '@/content/marketing/schema'
import type { AboutPageCopy } from '@/content/pages/schema'

/** /about-us under the header: the story and values, the numbers, and the co-founders. */
export function AboutView({
  copy,
  tagline,
  story,
  values,
  stats,
  founders,
}: {
  copy: AboutPageCopy
  tagline: string
  story: { title: string; paragraphs: string[] }
  values: Feature[]
  stats: Stat[]
  founders: Founder[]
}) {
  return (
    <>
      <PageBanner title="About Us" lead={tagline} />

      <Section aria-labelledby="story-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="story-heading"
            eyebrow={copy.story.eyebrow}
            title={story.title}
            className="mb-0"
          />
          <div className="space-y-4 text-lg text-muted">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <FeatureList items={values} className="mt-12 md:grid-cols-3" />
      </Section>

      <StatsCounters stats={stats} lead={copy.stats.lead} />

      <Section tone="alt" heading={{ id: 'founders-heading', ...copy.founders }}>
        <ul className="space-y-6">
          {founders.map((founder) => (
            <li key={founder.name}>
              <FounderCard founder={founder} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
