import { z } from 'zod'
import { positiveId, text } from '../shared/schema'

export const faqCategorySchema = z.enum([
  'Marketing',
  'Banking',
  'Finance',
  'Payments',
  'Terms & Conditions',
  'Account',
])

export const faqItemSchema = z
  .object({
    id: positiveId,
    title: text,
    desc: text,
    category: faqCategorySchema,
    isShow: z.boolean().optional(),
  })
  .strict()

export type FaqItem = z.infer<typeof faqItemSchema>
export type FaqCategory = z.infer<typeof faqCategorySchema>
