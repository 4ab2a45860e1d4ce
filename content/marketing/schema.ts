import { z } from 'zod'
import {
  featureSchema,
  halfStepRating,
  iconNameSchema,
  localImage,
  positiveId,
  slug,
  text,
} from '../shared/schema'

export { featureSchema, type Feature } from '../shared/schema'

export const servicePageSchema = z.enum(['home', 'home-2', 'home-3', 'home-4', 'home-5'])

export const serviceCardSchema = z
  .object({
    id: positiveId,
    icon: iconNameSchema,
    title: text,
    desc: text,
    page: servicePageSchema,
  })
  .strict()

export const testimonialSchema = z
  .object({
    id: positiveId,
    desc: text,
    name: text,
    /** Role and company, e.g. 'Principal, Harbor Point Insurance'. */
    role: text,
    location: text,
    user: localImage,
    rating: halfStepRating(4, 5),
  })
  .strict()

export const customerSegmentSchema = z
  .object({
    /** Position in the list of segments. */
    id: positiveId,
    slug,
    name: text,
    /** One line for lists and the accordion heading's companion. */
    summary: text,
    paragraphs: z.array(text).min(1),
    /** Concrete ways the segment uses the platform. */
    uses: z.array(text).min(2),
  })
  .strict()

export const onboardingStepSchema = z
  .object({
    title: text,
    /** As the spec writes it: 'Pre-sales', '1 day', '2-3 days', '1 week', 'Optional', 'Ongoing'. */
    duration: text,
    desc: text,
  })
  .strict()

export const codeSampleSchema = z
  .object({ caption: text, lines: z.array(z.string()).min(1) })
  .strict()

export const founderSchema = z
  .object({
    id: positiveId,
    name: text,
    role: text,
    img: localImage,
    summary: text,
    bio: z.array(text).min(2),
  })
  .strict()

export const statSchema = z
  .object({
    value: z.number().positive(),
    /** Digits after the point, shown while counting and at the end (1.3 b+ has one). */
    decimals: z.number().int().min(0).max(2),
    suffix: text,
    label: text,
  })
  .strict()
  .refine((stat) => Number(stat.value.toFixed(stat.decimals)) === stat.value, {
    message: 'has more decimals than it shows',
    path: ['value'],
  })

export const videoSchema = z
  .object({
    /** A video-hosting id (11 characters); the player is only created when opened. */
    id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id'),
    title: text,
    poster: localImage,
  })
  .strict()

export const partnerSchema = z.object({ name: text, img: localImage }).strict()

export const aboutBlockSchema = z
  .object({
    eyebrow: text,
    title: text,
    paragraphs: z.array(text).min(1),
    points: z.array(text).min(2),
    img: localImage,
    imgAlt: text,
  })
  .strict()

export const processStepSchema = z.object({ title: text, desc: text }).strict()

export const quoteSchema = z.object({ text, author: text, role: text }).strict()

/** Company copy shared by the about, home and template pages: content/marketing/company.yaml. */
export const companySchema = z
  .object({
    /** 'Numbers Reflect Our Reputation': 120 mil+, 1.3 b+, 730 k+. */
    stats: z.array(statSchema).length(3),
    /** The about-us block, in its two styles. */
    aboutBlocks: z.object({ default: aboutBlockSchema, alternate: aboutBlockSchema }).strict(),
    /** Opened in the modal player; the player is created only when opened. */
    videos: z.object({ intro: videoSchema, tour: videoSchema }).strict(),
    /** Carriers and markets on the platform (partner logo slider). */
    partners: z.array(partnerSchema).min(1),
    values: z.array(featureSchema).min(1),
    story: z.object({ title: text, paragraphs: z.array(text).min(1) }).strict(),
  })
  .strict()

/** The API, onboarding and pricing rules: content/marketing/offerings.yaml. */
export const offeringsSchema = z
  .object({
    apiFeatures: z.array(featureSchema).min(1),
    apiSample: codeSampleSchema,
    /** Six steps, in order, with their durations. */
    onboardingSteps: z.array(onboardingStepSchema).length(6),
    /** Performance-based, no big upfront fees, month-to-month, no hidden fees. */
    pricingPrinciples: z.array(featureSchema).length(4),
    pricingIncluded: z.array(text).min(1),
  })
  .strict()

/** The service pages' shared blocks: content/marketing/services.yaml. */
export const servicesSchema = z
  .object({
    /** Nine services; the first is the page shown. */
    serviceMenu: z.array(text).length(9),
    serviceDetail: z
      .object({ title: text, lead: text, paragraphs: z.array(text).min(1), imgAlt: text })
      .strict(),
    /** Collect Doc, Check & Finalize, Approved. */
    serviceSteps: z.array(processStepSchema).length(3),
    serviceQuote: quoteSchema,
    /** Age 18+, a valid ID, a job holder, a US citizen, 2 passport photos. */
    qualifications: z.array(text).length(5),
    loanBanner: z
      .object({ title: text, desc: text, amount: z.literal('up to $20million') })
      .strict()
      .refine((banner) => banner.desc.includes('$20million'), {
        message: "must state 'up to $20million'",
        path: ['desc'],
      }),
    chatBanner: z.object({ title: text, desc: text }).strict(),
  })
  .strict()
  .refine((services) => services.serviceDetail.title === services.serviceMenu[0], {
    message: 'must describe the first service of the menu',
    path: ['serviceDetail', 'title'],
  })

export type ServiceCard = z.infer<typeof serviceCardSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type CustomerSegment = z.infer<typeof customerSegmentSchema>
export type OnboardingStep = z.infer<typeof onboardingStepSchema>
export type CodeSample = z.infer<typeof codeSampleSchema>
export type Founder = z.infer<typeof founderSchema>
export type Stat = z.infer<typeof statSchema>
export type Video = z.infer<typeof videoSchema>
export type Partner = z.infer<typeof partnerSchema>
export type AboutBlockContent = z.infer<typeof aboutBlockSchema>
export type ProcessStep = z.infer<typeof processStepSchema>
export type Quote = z.infer<typeof quoteSchema>
export type CompanyCopy = z.infer<typeof companySchema>
export type OfferingsCopy = z.infer<typeof offeringsSchema>
export type ServicesCopy = z.infer<typeof servicesSchema>
