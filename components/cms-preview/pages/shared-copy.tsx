/**
 * The previews of the copy several pages share: each page that shows the file, one after the
 * other, as it shows it.
 */
import { AboutTwoView } from '@/components/about/about-two-view'
import { AboutView } from '@/components/about/about-view'
import { OfferView } from '@/components/offerings/offer-view'
import { PricingView } from '@/components/offerings/pricing-view'
import { ServiceDetailsView } from '@/components/services/service-details-view'
import { ServiceV1View } from '@/components/services/service-v1-view'
import { ServiceV2View } from '@/components/services/service-v2-view'
import { RatingAndPartners } from '@/components/testimonials/rating-and-partners'
import {
  companySchema,
  offeringsSchema,
  servicesSchema,
  type CompanyCopy,
  type ServiceCard,
  type ServicesCopy,
} from '@/content/marketing/schema'
import * as pages from '@/content/pages/schema'
import { useOtherFile } from '../other-files'
import { preview, type DrawProps } from '../preview'
import * as data from '../site-data'

const cardsOf = (cards: ServiceCard[], page: ServiceCard['page']) =>
  cards.filter((card) => card.page === page)

/** /service-v1 with this company copy and these services (both files feed it). */
function ServiceV1({ company, services }: { company: CompanyCopy; services: ServicesCopy }) {
  const copy = useOtherFile('pages', 'services', pages.servicesPageSchema)
  const cards = data.useServiceCards() ?? []
  if (!copy) return <data.Waiting on={{ [data.pathOf('pages', 'services')]: copy }} />
  return (
    <ServiceV1View
      copy={copy}
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
  )
}

function CompanyPages({ value }: DrawProps<typeof companySchema>) {
  const about = useOtherFile('pages', 'about-us', pages.aboutPageSchema)
  const aboutTwo = useOtherFile('pages', 'about-us-2', pages.aboutTwoPageSchema)
  const settings = data.useSettings()
  const services = data.useServicesCopy()
  const founders = data.useFounders() ?? []
  const testimonials = data.useTestimonials() ?? []
  const faq = data.useFaq() ?? []
  const posts = data.usePosts() ?? []
  return (
    <>
      {about && settings ? (
        <AboutView
          copy={about}
          tagline={settings.tagline}
          story={value.story}
          values={value.values}
          stats={value.stats}
          founders={founders}
        />
      ) : null}
      {services ? <ServiceV1 company={value} services={services} /> : null}
      {aboutTwo ? (
        <AboutTwoView
          copy={aboutTwo}
          aboutBlock={value.aboutBlocks.alternate}
          testimonials={testimonials}
          video={value.videos.intro}
          questions={faq.filter((item) => item.isShow)}
          posts={posts.filter((post) => post.page === 'home')}
        />
      ) : null}
      <RatingAndPartners partners={value.partners} />
    </>
  )
}

function OfferingsPages({ value }: DrawProps<typeof offeringsSchema>) {
  const offer = useOtherFile('pages', 'what-we-offer', pages.offerPageSchema)
  const pricing = useOtherFile('pages', 'pricing', pages.pricingPageSchema)
  const cards = data.useServiceCards() ?? []
  const segments = data.useSegments() ?? []
  const faq = data.useFaq() ?? []
  return (
    <>
      {offer ? (
        <OfferView
          copy={offer}
          portal={cardsOf(cards, 'home-5')}
          apiFeatures={value.apiFeatures}
          apiSample={value.apiSample}
          onboardingSteps={value.onboardingSteps}
          segments={segments}
        />
      ) : null}
      {pricing ? (
        <PricingView
          copy={pricing}
          principles={value.pricingPrinciples}
          included={value.pricingIncluded}
          questions={faq.filter((item) => item.category === 'Finance')}
        />
      ) : null}
    </>
  )
}

function ServicesPages({ value }: DrawProps<typeof servicesSchema>) {
  const copy = useOtherFile('pages', 'services', pages.servicesPageSchema)
  const company = data.useCompany()
  const cards = data.useServiceCards() ?? []
  const testimonials = data.useTestimonials() ?? []
  return (
    <>
      <ServiceDetailsView services={value} />
      {company ? <ServiceV1 company={company} services={value} /> : null}
      {copy ? (
        <ServiceV2View
          copy={copy}
          cards={{ solutions: cardsOf(cards, 'home-4'), products: cardsOf(cards, 'home-3') }}
          services={value}
          testimonials={testimonials}
        />
      ) : null}
    </>
  )
}

const shared = (file: string) => ({ collection: 'shared', file })

export const sharedCopyPreviews = [
  preview(shared('company'), companySchema, CompanyPages),
  preview(shared('offerings'), offeringsSchema, OfferingsPages),
  preview(shared('services'), servicesSchema, ServicesPages),
]
