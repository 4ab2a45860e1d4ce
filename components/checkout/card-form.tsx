'use client'

import { TextField } from '@/components/ui/form-field'

/**
 * Card details for the credit_card payment type. Loaded only when that type is chosen. The spec
 * shows no validation for these fields, and their values are never alerted or stored.
 */
export default function CardForm() {
  return (
    <fieldset className="mt-4 grid grid-cols-3 gap-3 rounded-control border border-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Card details</legend>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        className="col-span-3"
      />
      <TextField
        label="MM"
        name="cardMonth"
        inputMode="numeric"
        autoComplete="cc-exp-month"
        maxLength={2}
      />
      <TextField
        label="YY"
        name="cardYear"
        inputMode="numeric"
        autoComplete="cc-exp-year"
        maxLength={2}
      />
      <TextField
        label="CVV"
        name="cardCvv"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
    </fieldset>
  )
}
