import { z } from 'zod'
import { displayDateSchema, localImage, positiveId, sizedImageSchema, text } from '../shared/schema'

export const portfolioKindSchema = z.enum([
  'portfolio-one',
  'portfolio-two',
  'portfolio-v2-page',
  'portfolio-v3-page',
])

export const portfolioItemSchema = z
  .object({
    // Ids repeat in the sample data (id 8 appears three times): never use them alone as keys.
    id: positiveId,
    /** Position in the showcase (ids repeat, so they cannot order it). */
    order: positiveId,
    img: localImage,
    /** Intrinsic size of img, so galleries reserve space before it loads. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    tags: z.array(text),
    title: text,
    portfolio: portfolioKindSchema,
    sub_title: text.optional(),
  })
  .strict()

export const projectTagSchema = z.enum(['Consulting', 'Payments', 'DESIGN', 'Banking'])

export const featuredProjectSchema = z
  .object({
    id: positiveId,
    image: sizedImageSchema,
    date: displayDateSchema,
    tag: projectTagSchema,
    title: text,
    excerpt: text,
  })
  .strict()

export const projectStatSchema = z
  .object({
    /** Shown as written: the final value is in the HTML. */
    value: text,
    label: text,
  })
  .strict()

export const caseStudySchema = z
  .object({
    /** Order of the case studies: their previous and next links follow it. */
    id: positiveId,
    path: z.enum(['/project-details-v1', '/project-details-v2']),
    tag: projectTagSchema,
    title: text,
    summary: text,
    date: displayDateSchema,
    client: text,
    projectType: text,
    images: z.array(sizedImageSchema).min(1),
    overview: z.array(text).min(2),
    steps: z.array(z.object({ title: text, desc: text }).strict()),
    stats: z.array(projectStatSchema),
    results: z.array(text),
  })
  .strict()

/** The fixed captions of the /project-v2 gallery: content/projects/captions.yaml. */
export const projectCaptionsSchema = z.object({ v2: z.array(text).length(3) }).strict()

export type PortfolioItem = z.infer<typeof portfolioItemSchema>
export type ProjectTag = z.infer<typeof projectTagSchema>
export type FeaturedProject = z.infer<typeof featuredProjectSchema>
export type ProjectStat = z.infer<typeof projectStatSchema>
export type CaseStudy = z.infer<typeof caseStudySchema>
