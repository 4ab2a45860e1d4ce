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

/** The checkout's options: content/checkout/options.yaml. */
export const checkoutOptionsSchema = z
  .object({
    /** The billing form's countries, after the empty placeholder option. */
    countries: z.array(selectOptionSchema).min(2),
    /** Payment types; the first is chosen by default. */
    paymentTypes: z.array(paymentTypeSchema).length(3),
  })
  .strict()

export type SelectOption = z.infer<typeof selectOptionSchema>
export type PaymentType = z.infer<typeof paymentTypeSchema>
