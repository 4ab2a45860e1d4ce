import { z } from 'zod'
import {
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
  .object({ name: text, role: text, img: localImage, summary: text, bio: z.array(text).min(2) })
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
