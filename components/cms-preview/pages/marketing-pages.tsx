/** The previews of the marketing pages' copy: each page as it shows, with its lists and blocks. */
import { AboutTwoView } from '@/components/about/about-two-view'
import { AboutView } from '@/components/about/about-view'
import { HomeView } from '@/components/home/home-view'
import { CustomersView } from '@/components/offerings/customers-view'
import { OfferView } from '@/components/offerings/offer-view'
import { PricingView } from '@/components/offerings/pricing-view'
import { ServiceV1View } from '@/components/services/service-v1-view'
import { ServiceV2View } from '@/components/services/service-v2-view'
import { TestimonialView } from '@/components/testimonials/testimonial-view'
import type { ServiceCard } from '@/content/marketing/schema'
import { audiencesOf } from '@/content/pages/audiences'
import * as pages from '@/content/pages/schema'
import { preview, type DrawProps } from '../preview'
import * as data from '../site-data'
import { pathOf, Waiting } from '../site-data'

const cardsOf = (cards: ServiceCard[], page: ServiceCard['page']) =>
  cards.filter((card) => card.page === page)

function HomePage({ value }: DrawProps<typeof pages.homePageSchema>) {
  const settings = data.useSettings()
  const cards = data.useServiceCards() ?? []
  const segments = data.useSegments() ?? []
  const testimonials = data.useTestimonials() ?? []
  if (!settings) return <Waiting on={{ [pathOf('site', 'settings')]: settings }} />
  return (
    <HomeView
      copy={value}
      tagline={settings.tagline}
      features={cardsOf(cards, 'home')}
      audiences={audiencesOf(segments)}
      testimonials={testimonials}
    />
  )
}

function OfferPage({ value }: DrawProps<typeof pages.offerPageSchema>) {
  const offerings = data.useOfferings()
  const cards = data.useServiceCards() ?? []
  const segments = data.useSegments() ?? []
  if (!offerings) return <Waiting on={{ [pathOf('shared', 'offerings')]: offerings }} />
  return (
    <OfferView
      copy={value}
      portal={cardsOf(cards, 'home-5')}
      apiFeatures={offerings.apiFeatures}
      apiSample={offerings.apiSample}
      onboardingSteps={offerings.onboardingSteps}
      segments={segments}
    />
  )
}

function PricingPage({ value }: DrawProps<typeof pages.pricingPageSchema>) {
  const offerings = data.useOfferings()
  const faq = data.useFaq() ?? []
  if (!offerings) return <Waiting on={{ [pathOf('shared', 'offerings')]: offerings }} />
  return (
    <PricingView
      copy={value}
      principles={offerings.pricingPrinciples}
      included={offerings.pricingIncluded}
      questions={faq.filter((item) => item.category === 'Finance')}
    />
  )
}

function AboutPage({ value }: DrawProps<typeof pages.aboutPageSchema>) {
  const company = data.useCompany()
  const settings = data.useSettings()
  const founders = data.useFounders() ?? []
  if (!company || !settings) {
    const on = { [pathOf('shared', 'company')]: company, [pathOf('site', 'settings')]: settings }
    return <Waiting on={on} />
  }
  return (
    <AboutView
      copy={value}
      tagline={settings.tagline}
      story={company.story}
      values={company.values}
      stats={company.stats}
      founders={founders}
    />
  )
}

/** /service-v1, then /service-v2: the file holds the copy of both. */
function ServicePages({ value }: DrawProps<typeof pages.servicesPageSchema>) {
  const company = data.useCompany()
  const services = data.useServicesCopy()
  const cards = data.useServiceCards() ?? []
  const testimonials = data.useTestimonials() ?? []
  if (!company || !services) {
    const on = { [pathOf('shared', 'company')]: company, [pathOf('shared', 'services')]: services }
    return <Waiting on={on} />
  }
  return (
    <>
      <ServiceV1View
        copy={value}
        cards={{
          offerings: cardsOf(cards, 'home-5'),
          features: cardsOf(cards, 'home'),
          services: cardsOf(cards, 'home-2'),
        }}
        aboutBlock={company.aboutBlocks.default}
        stats={company.stats}
        tour={company.videos.tour}
        services={services}
      />
      <ServiceV2View
        copy={value}
        cards={{ solutions: cardsOf(cards, 'home-4'), products: cardsOf(cards, 'home-3') }}
        services={services}
        testimonials={testimonials}
      />
    </>
  )
}

function CustomersPage({ value }: DrawProps<typeof pages.customersPageSchema>) {
  return <CustomersView copy={value} customerSegments={data.useSegments() ?? []} />
}

function TestimonialPage({ value }: DrawProps<typeof pages.testimonialPageSchema>) {
  const company = data.useCompany()
  const testimonials = data.useTestimonials() ?? []
  if (!company) return <Waiting on={{ [pathOf('shared', 'company')]: company }} />
  return <TestimonialView copy={value} testimonials={testimonials} partners={company.partners} />
}

function AboutTwoPage({ value }: DrawProps<typeof pages.aboutTwoPageSchema>) {
  const company = data.useCompany()
  const testimonials = data.useTestimonials() ?? []
  const faq = data.useFaq() ?? []
  const posts = data.usePosts() ?? []
  if (!company) return <Waiting on={{ [pathOf('shared', 'company')]: company }} />
  return (
    <AboutTwoView
      copy={value}
      aboutBlock={company.aboutBlocks.alternate}
      testimonials={testimonials}
      video={company.videos.intro}
      questions={faq.filter((item) => item.isShow)}
      posts={posts.filter((post) => post.page === 'home')}
    />
  )
}

const page = (file: string) => ({ collection: 'pages', file })

export const marketingPagePreviews = [
  preview(page('home'), pages.homePageSchema, HomePage),
  preview(page('what-we-offer'), pages.offerPageSchema, OfferPage),
  preview(page('pricing'), pages.pricingPageSchema, PricingPage),
  preview(page('about-us'), pages.aboutPageSchema, AboutPage),
  preview(page('services'), pages.servicesPageSchema, ServicePages),
  preview(page('customers'), pages.customersPageSchema, CustomersPage),
  preview(page('testimonial'), pages.testimonialPageSchema, TestimonialPage),
  preview(page('about-us-2'), pages.aboutTwoPageSchema, AboutTwoPage),
]
