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
