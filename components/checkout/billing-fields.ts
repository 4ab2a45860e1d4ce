import type { BillingValues } from '@/lib/schemas/checkout'

/** One billing input: `select` lists the countries; `wide` spans both columns from small screens. */
export type BillingField = {
  name: Exclude<
    keyof BillingValues,
    'orderNote' | 'createAccount' | 'shipToDifferentAddress' | 'paymentMethod' | 'agreeToTerms'
  >
  label: string
  type: 'text' | 'tel' | 'email' | 'select'
  autoComplete: string
  required: boolean
  wide?: boolean
}

/** The billing details, in the order they are shown and read. */
export const billingFields: readonly BillingField[] = [
  {
    name: 'firstName',
    label: 'First Name*',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
  },
  {
    name: 'lastName',
    label: 'Last Name*',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
  },
  {
    name: 'company',
    label: 'Company*',
    type: 'text',
    autoComplete: 'organization',
    required: true,
    wide: true,
  },
  {
    name: 'country',
    label: 'Country*',
    type: 'select',
    autoComplete: 'country',
    required: true,
    wide: true,
  },
  {
    name: 'address',
    label: 'Address*',
    type: 'text',
    autoComplete: 'address-line1',
    required: true,
    wide: true,
  },
  { name: 'city', label: 'City*', type: 'text', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State*', type: 'text', autoComplete: 'address-level1', required: true },
  {
    name: 'zipCode',
    label: 'Zip Code*',
    type: 'text',
    autoComplete: 'postal-code',
    required: true,
  },
  { name: 'phone', label: 'Phone*', type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'email',
    label: 'Email*',
    type: 'email',
    autoComplete: 'email',
    required: true,
    wide: true,
  },
]
