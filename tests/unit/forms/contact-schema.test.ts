// @vitest-environment node
import { CONTACT_MAX, contactSchema, emptyContact, type ContactValues } from '@/lib/schemas/contact'

const valid: ContactValues = {
  name: 'Dana Whitfield',
  companyAgencyBrokerName: 'Harbor Point Insurance',
  phoneNumber: '+1 (404) 555-0199',
  email: 'dana@harborpoint.example',
  message: 'We place contractors GL in 12 states.',
}

/** A valid address of exactly `length` characters: 64-character local part, 40-character labels. */
function emailOf(length: number) {
  const domainLength = length - 65 - '.test'.length
  const domain = Array.from({ length: domainLength }, (_, index) =>
    index % 41 === 40 && index < domainLength - 1 ? '.' : 'b',
  ).join('')
  return `${'a'.repeat(64)}@${domain}.test`
}

const messagesOf = (input: Partial<Record<keyof ContactValues, unknown>>) => {
  const result = contactSchema.safeParse({ ...valid, ...input })
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('contactSchema', () => {
  it('accepts a complete message and trims what it returns', () => {
    const result = contactSchema.safeParse({ ...valid, name: '  Dana Whitfield ' })
    expect(result.success).toBe(true)
    expect(result.data).toEqual(valid)
  })

  it('requires every field, one message each, named by its label', () => {
    expect(messagesOf(emptyContact)).toEqual({
      name: 'Name is a required field',
      companyAgencyBrokerName: 'Company / Agency / Broker Name is a required field',
      phoneNumber: 'Phone Number is a required field',
      email: 'Email is a required field',
      message: 'Your message is a required field',
    })
  })

  it('treats whitespace-only values as missing', () => {
    expect(
      messagesOf({
        name: '   ',
        companyAgencyBrokerName: '\t',
        phoneNumber: '  ',
        email: ' ',
        message: '          ',
      }),
    ).toEqual({
      name: 'Name is a required field',
      companyAgencyBrokerName: 'Company / Agency / Broker Name is a required field',
      phoneNumber: 'Phone Number is a required field',
      email: 'Email is a required field',
      message: 'Your message is a required field',
    })
  })

  it.each(['4045550199', '+1 404 555 0199', '(404) 555-0199', '+44 (0)20 7946 0958', '1-800-555'])(
    'accepts the phone %s',
    (phoneNumber) => {
      expect(messagesOf({ phoneNumber })).toEqual({})
    },
  )

  it.each(['404-555-CALL', '404.555.0199', '+1 404 555 0199 ext 12', '404/555', '#404'])(
    'rejects the phone %s with the phone message',
    (phoneNumber) => {
      expect(messagesOf({ phoneNumber })).toEqual({
        phoneNumber: 'Phone number must contain only numbers, spaces, and valid phone characters',
      })
    },
  )

  it.each([
    'dana',
    'dana@',
    'dana@harborpoint',
    '@harborpoint.example',
    'dana @harborpoint.example',
  ])('rejects the e-mail %s', (email) => {
    expect(messagesOf({ email })).toEqual({ email: 'Email must be a valid email' })
  })

  it('needs a message of at least 10 characters, not counting outer spaces', () => {
    expect(messagesOf({ message: 'Call me!!' })).toEqual({
      message: 'Your message must be at least 10 characters',
    })
    expect(messagesOf({ message: '   Call me!!   ' })).toEqual({
      message: 'Your message must be at least 10 characters',
    })
    expect(messagesOf({ message: 'Call me!!!' })).toEqual({})
  })

  it('rejects values that are not strings', () => {
    expect(Object.keys(messagesOf({ name: 42, email: null }))).toEqual(['name', 'email'])
  })

  it('drops fields it does not know (the honeypot never reaches the template)', () => {
    const result = contactSchema.safeParse({ ...valid, website: 'https://spam.example' })
    expect(result.data).toEqual(valid)
  })

  it.each([
    ['name', 100, 'Name must be at most 100 characters'],
    [
      'companyAgencyBrokerName',
      150,
      'Company / Agency / Broker Name must be at most 150 characters',
    ],
    ['phoneNumber', 30, 'Phone Number must be at most 30 characters'],
    ['email', 254, 'Email must be at most 254 characters'],
    ['message', 5000, 'Your message must be at most 5,000 characters'],
  ] as const)('%s takes at most %i characters', (field, max, message) => {
    expect(CONTACT_MAX[field]).toBe(max)
    const fill = (length: number) =>
      field === 'email'
        ? emailOf(length)
        : field === 'phoneNumber'
          ? '5'.repeat(length)
          : 'x'.repeat(length)
    expect(fill(max)).toHaveLength(max)
    expect(messagesOf({ [field]: fill(max) })).toEqual({})
    // Surrounding spaces are trimmed before the length is counted.
    expect(messagesOf({ [field]: `  ${fill(max)}  ` })).toEqual({})
    expect(messagesOf({ [field]: fill(max + 1) })).toEqual({ [field]: message })
    expect(messagesOf({ [field]: 'y'.repeat(60_000) })).toEqual({ [field]: message })
  })
})
