// @vitest-environment node
import { billingSchema, couponSchema } from '@/lib/schemas/checkout'

const valid = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  company: 'Harbor Point Insurance',
  country: 'usa',
  address: '12 Marietta St',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  email: 'dana@harborpoint.example',
  phone: '4045550100',
  orderNote: '',
  createAccount: false,
  shipToDifferentAddress: false,
  paymentMethod: 'direct_bank',
  agreeToTerms: false,
}

const messagesFor = (values: unknown) => {
  const result = billingSchema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

describe('billing schema', () => {
  it('accepts a complete form with an empty order note', () => {
    expect(billingSchema.safeParse(valid).success).toBe(true)
  })

  it('requires every field but the order note, with the labelled default message', () => {
    const empty = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? '' : value]),
    )
    expect(messagesFor({ ...empty, paymentMethod: 'direct_bank' })).toEqual({
      firstName: 'First Name is a required field',
      lastName: 'Last Name is a required field',
      company: 'Company is a required field',
      country: 'Country is a required field',
      address: 'Address is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      zipCode: 'Zip Code is a required field',
      email: 'Email is a required field',
      phone: 'Phone is a required field',
    })
  })

  it('checks the email format and a phone of at least 4 characters', () => {
    expect(messagesFor({ ...valid, email: 'dana@', phone: '404' })).toEqual({
      email: 'Email must be a valid email',
      phone: 'Phone must be at least 4 characters',
    })
    expect(messagesFor({ ...valid, phone: '4045' })).toEqual({})
  })

  it('only accepts the three payment types', () => {
    expect(messagesFor({ ...valid, paymentMethod: 'crypto' })).toHaveProperty('paymentMethod')
  })
})

describe('coupon schema', () => {
  it('requires a coupon', () => {
    const result = couponSchema.safeParse({ coupon: '  ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Coupon is a required field')
    expect(couponSchema.safeParse({ coupon: 'BROKER25' }).success).toBe(true)
  })
})
