/** The checkout domain: the billing form's country options and the payment types. */
import { parseCollection } from '../shared/validate'
import { paymentTypeSchema, selectOptionSchema } from './schema'

export * from './schema'

const FILE = 'content/checkout/index.ts'

/** Country options exactly as the brief lists them, spelling included, after the empty placeholder. */
export const countryOptions = parseCollection(FILE, selectOptionSchema, [
  { value: '', label: 'Country*' },
  { value: 'usa', label: 'USA' },
  { value: 'bd', label: 'Bangladesh' },
  { value: 'in', label: 'India' },
  { value: 'je', label: 'jerman' },
  { value: 'sa', label: 'saudi arabia' },
  { value: 'tu', label: 'Turky' },
  { value: 'eg', label: 'Egypt' },
])

/** Payment types; direct_bank is chosen by default. */
export const paymentTypes = parseCollection(FILE, paymentTypeSchema, [
  {
    value: 'direct_bank',
    label: 'Direct bank transfer',
    desc: 'Pay straight into our account and use your order number as the payment reference. We ship once the transfer clears, usually within one business day.',
  },
  {
    value: 'paypal',
    label: 'PayPal',
    desc: 'You will be sent to PayPal to finish paying. No PayPal account? You can still pay with a card there.',
  },
  {
    value: 'credit_card',
    label: 'Credit card',
    desc: 'Pay by Visa, Mastercard or American Express. Card details are entered below.',
  },
])
