import { z } from 'zod'
import { text } from '../shared/schema'

/** A select option (a country). */
export const selectOptionSchema = z.object({ value: z.string(), label: text }).strict()

export const paymentTypeSchema = z
  .object({
    value: z.enum(['direct_bank', 'paypal', 'credit_card']),
    label: text,
    desc: text,
  })
  .strict()

export type SelectOption = z.infer<typeof selectOptionSchema>
export type PaymentType = z.infer<typeof paymentTypeSchema>
