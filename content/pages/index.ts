/** The copy of the marketing pages, one file a page in content/pages/. */
import { customerSegments } from '@/content/marketing'
import { audiencesOf } from './audiences'
import {
  about,
  aboutTwo,
  customers,
  faq,
  home,
  offer,
  pricing,
  projects,
  services,
  team,
  testimonial,
} from './load'

export * from './schema'

export const {
  hero: homeHero,
  proof: homeProof,
  features: homeFeatures,
  audience: homeAudience,
  testimonials: homeTestimonials,
} = home

/** The six customer segments, as the home page names them. */
export const homeAudiences = audiencesOf(customerSegments)

export const {
  banner: pricingBanner,
  philosophy: pricingPhilosophy,
  included: pricingIncludedCopy,
  faq: pricingFaq,
} = pricing

export const { story: aboutStory, stats: aboutStats, founders: aboutFounders } = about

export const {
  v1Banner: serviceV1Banner,
  v1Offerings: serviceV1Offerings,
  v1Features: serviceV1Features,
  v1Tour: serviceV1Tour,
  v1Services: serviceV1Services,
  v2Banner: serviceV2Banner,
  v2Solutions: serviceV2Solutions,
  v2Products: serviceV2Products,
  v2Testimonials: serviceV2Testimonials,
} = services

export const {
  banner: offerBanner,
  portal: offerPortal,
  api: offerApi,
  onboarding: offerOnboarding,
  segments: offerSegments,
} = offer

/** The copy of each page's file, whole. */
export { home as homePage, pricing as pricingPage, about as aboutPage, offer as offerPage }
export { services as servicesPage, team as teamPage }
/** The copy of /customers, /testimonial, /about-us-2, /faq and the project pages' banner. */
export { aboutTwo as aboutTwoPage, customers as customersPage, faq as faqPage }
export { projects as projectsPage, testimonial as testimonialPage }

export const {
  v1Banner: teamV1Banner,
  v1Team: teamV1Heading,
  v2Banner: teamV2Banner,
  v2Team: teamV2Heading,
} = team
