import { AboutView } from '@/components/about/about-view'
import { companyStory, companyValues, founders, stats } from '@/content/marketing'
import { aboutPage } from '@/content/pages'
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
    <AboutView
      copy={aboutPage}
      tagline={siteConfig.tagline}
      story={companyStory}
      values={companyValues}
      stats={stats}
      founders={founders}
    />
  )
}
