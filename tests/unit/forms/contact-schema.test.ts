import { contactSchema, emptyContact, type ContactValues } from '@/lib/schemas/contact'

const valid: ContactValues = {
  name: 'Dana Whitfield',
  companyAgencyBrokerName: 'Harbor Point Insurance',
  phoneNumber: '+1 (404) 555-0199',
  email: 'dana@harborpoint.example',
  message: 'We place contractors GL in 12 states.',
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
})
