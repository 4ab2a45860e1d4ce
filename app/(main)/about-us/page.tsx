import { FounderCard } from '@/components/about/founder-card'
import { PageBanner } from '@/components/layout/page-banner'
import { FeatureList } from '@/components/marketing/feature-grid'
import { StatsCounters } from '@/components/marketing/stats-counters'
import { Section, SectionHeading } from '@/components/ui/section'
import { companyStory, companyValues, founders, stats } from '@/content/marketing'
import { aboutFounders, aboutStats, aboutStory } from '@/content/pages'
import { siteConfig } from '@/content/site'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'About Us',
  description:
    'Coverbridge was founded by a producer, a distribution leader and a rating engineer. Meet our co-founders: our CEO, Chief Revenue Officer and CTO.',
  path: '/about-us',
})

export default function AboutUsPage() {
  return (
    <>
      <PageBanner title="About Us" lead={siteConfig.tagline} />

      <Section aria-labelledby="story-heading">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="story-heading"
            eyebrow={aboutStory.eyebrow}
            title={companyStory.title}
            className="mb-0"
          />
          <div className="space-y-4 text-lg text-muted">
            {companyStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <FeatureList items={companyValues} className="mt-12 md:grid-cols-3" />
      </Section>

      <StatsCounters stats={stats} lead={aboutStats.lead} />

      <Section tone="alt" heading={{ id: 'founders-heading', ...aboutFounders }}>
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
