import { HomeView } from '@/components/home/home-view'
import { JsonLd } from '@/components/seo/json-ld'
import { serviceCardsFor, testimonials } from '@/content/marketing'
import { homeAudiences, homePage } from '@/content/pages'
import { siteConfig } from '@/content/site'
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld-site'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Home',
  description:
    'Rate, quote and bind specialty insurance in under 5 minutes. Coverbridge gives brokers, agents and MGAs more than five quotes from fewer than ten questions, in one portal with a full API.',
  path: '/',
})

export default function HomePage() {
  return (
    <HomeView
      copy={homePage}
      tagline={siteConfig.tagline}
      features={serviceCardsFor('home')}
      audiences={homeAudiences}
      testimonials={testimonials}
      organizationData={<JsonLd data={organizationJsonLd()} />}
      websiteData={<JsonLd data={websiteJsonLd()} />}
    />
  )
}
