import { z } from 'zod'
import { localImage, text } from '../shared/schema'

/** The id of a section's heading, which its section points at (aria-labelledby): not copy. */
const headingId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id')
  .meta({ widget: 'hidden' })

/** A section heading: a small eyebrow above the title, and whatever else the section shows. */
const heading = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ eyebrow: text, title: text, ...extra }).strict()

/** A page banner: its title (the page's h1), a lead, and a button label where it has one. */
const banner = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ title: text, lead: text, ...extra }).strict()

/** Copy of the home page (/): content/pages/home.yaml. */
export const homePageSchema = z
  .object({
    hero: heading({
      lead: text,
      image: z.object({ src: localImage, alt: text }).strict(),
    }),
    proof: z.array(z.object({ value: text, label: text }).strict()).length(4),
    features: heading({ id: headingId, lead: text }),
    audience: heading({ lead: text, link: text }),
    testimonials: heading({}),
  })
  .strict()

/** Copy of /pricing: content/pages/pricing.yaml. */
export const pricingPageSchema = z
  .object({
    banner: banner({ action: text }),
    philosophy: heading({ id: headingId }),
    included: heading({ cardTitle: text, cardText: text, action: text }),
    faq: heading({}),
  })
  .strict()

/** Copy of /about-us: content/pages/about-us.yaml. */
export const aboutPageSchema = z
  .object({
    story: z.object({ eyebrow: text }).strict(),
    stats: z.object({ lead: text }).strict(),
    founders: heading({ lead: text }),
  })
  .strict()

/** Copy of /service-v1 and /service-v2: content/pages/services.yaml. */
export const servicesPageSchema = z
  .object({
    v1Banner: banner({}),
    v1Offerings: heading({ id: headingId }),
    v1Features: heading({ id: headingId }),
    v1Tour: heading({ lead: text }),
    /** The three service cards' section, leading to /service-v2. */
    v1Services: heading({ lead: text }),
    v2Banner: banner({}),
    v2Solutions: heading({ id: headingId }),
    v2Products: heading({ id: headingId }),
    v2Testimonials: heading({}),
  })
  .strict()

/** Copy of /what-we-offer: content/pages/what-we-offer.yaml. */
export const offerPageSchema = z
  .object({
    banner: banner({ action: text }),
    portal: heading({ id: headingId, lead: text }),
    api: heading({ lead: text }),
    onboarding: heading({ lead: text }),
    segments: heading({ link: text }),
  })
  .strict()

/** Copy of /customers: content/pages/customers.yaml. */
export const customersPageSchema = z
  .object({
    banner: banner({}),
    segments: heading({ lead: text, prompt: text, link: text }),
  })
  .strict()

/** Copy of /testimonial: content/pages/testimonial.yaml. */
export const testimonialPageSchema = z
  .object({
    banner: banner({ crumb: text }),
    stories: heading({}),
    more: heading({ lead: text }),
  })
  .strict()

/** Copy of /team-v1 and /team-v2: content/pages/team.yaml. */
export const teamPageSchema = z
  .object({
    v1Banner: banner({}),
    v1Team: heading({}),
    v2Banner: banner({}),
    v2Team: heading({}),
  })
  .strict()

/** Copy of /about-us-2: content/pages/about-us-2.yaml. */
export const aboutTwoPageSchema = z
  .object({
    banner: banner({ eyebrow: text }),
    testimonials: heading({}),
    video: heading({ lead: text }),
    faq: heading({ lead: text, link: text }),
    blog: heading({}),
  })
  .strict()

/** Copy of /faq: content/pages/faq.yaml. */
export const faqPageSchema = z
  .object({
    banner: banner({ crumb: text }),
    contact: z.object({ question: text, text, action: text }).strict(),
  })
  .strict()

/** Copy of the banner of /project-v1, /project-v2 and /project-v3: content/pages/projects.yaml. */
export const projectsPageSchema = z.object({ banner: banner({ eyebrow: text }) }).strict()

export type HomePageCopy = z.infer<typeof homePageSchema>
export type PricingPageCopy = z.infer<typeof pricingPageSchema>
export type AboutPageCopy = z.infer<typeof aboutPageSchema>
export type ServicesPageCopy = z.infer<typeof servicesPageSchema>
export type OfferPageCopy = z.infer<typeof offerPageSchema>
export type CustomersPageCopy = z.infer<typeof customersPageSchema>
export type TestimonialPageCopy = z.infer<typeof testimonialPageSchema>
export type TeamPageCopy = z.infer<typeof teamPageSchema>
export type AboutTwoPageCopy = z.infer<typeof aboutTwoPageSchema>
export type FaqPageCopy = z.infer<typeof faqPageSchema>
export type ProjectsPageCopy = z.infer<typeof projectsPageSchema>
