import * as z from 'zod/mini'
import { requiredEmail, requiredMin, requiredText } from '@/lib/validation'

// The checkout login uses the same rules as the login modal: loginSchema in ./auth.

export const couponSchema = z.object({
  coupon: requiredText('Coupon'),
})

export const paymentMethodSchema = z.enum(['direct_bank', 'paypal', 'credit_card'])

/**
 * Billing form: every field but orderNote is required, email must be
 * valid, phone at least 4 characters. The checkboxes and the payment choice carry no rules.
 */
export const billingSchema = z.object({
  firstName: requiredText('First Name'),
  lastName: requiredText('Last Name'),
  company: requiredText('Company'),
  country: requiredText('Country'),
  address: requiredText('Address'),
  city: requiredText('City'),
  state: requiredText('State'),
  zipCode: requiredText('Zip Code'),
  email: requiredEmail('Email'),
  phone: requiredMin('Phone', 4),
  orderNote: z.string(),
  createAccount: z.boolean(),
  shipToDifferentAddress: z.boolean(),
  paymentMethod: paymentMethodSchema,
  agreeToTerms: z.boolean(),
})

export type CouponValues = z.infer<typeof couponSchema>
export type BillingValues = z.infer<typeof billingSchema>
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
