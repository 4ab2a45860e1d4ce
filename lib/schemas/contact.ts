import * as z from 'zod/mini'
import { messages } from '@/lib/validation'

/** The visible labels, without the asterisk; messages name the field by these. */
export const contactLabels = {
  name: 'Name',
  companyAgencyBrokerName: 'Company / Agency / Broker Name',
  phoneNumber: 'Phone Number',
  email: 'Email',
  message: 'Your message',
} as const

export const PHONE_MESSAGE =
  'Phone number must contain only numbers, spaces, and valid phone characters'
export const MESSAGE_MIN = 10

/**
 * The longest value each field takes: beyond these the mail service rejects the message, so the
 * visitor is told at once, in the form's wording, instead of getting "try again later" forever.
 */
export const CONTACT_MAX = {
  name: 100,
  companyAgencyBrokerName: 150,
  phoneNumber: 30,
  email: 254,
  message: 5000,
} as const

/** '{field} must be at most {max} characters', the wording of the other length messages. */
export const maxMessage = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`

/** Digits, plus, hyphen, whitespace and parentheses. */
const phoneCharacters = /^[\d+\-\s()]+$/

type Field = keyof typeof CONTACT_MAX

/**
 * Trimmed (ten spaces are not a value), required (an empty value reports only that), at most the
 * field's maximum length; `more` adds the field's own rules.
 */
function text(field: Field, ...more: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) {
  const label = contactLabels[field]
  return z.string().check(
    z.trim(),
    z.minLength(1, { message: messages.required(label), abort: true }),
    z.maxLength(CONTACT_MAX[field], {
      message: maxMessage(label, CONTACT_MAX[field]),
      abort: true,
    }),
    ...more,
  )
}

export const contactSchema = z.object({
  name: text('name'),
  companyAgencyBrokerName: text('companyAgencyBrokerName'),
  phoneNumber: text('phoneNumber', z.regex(phoneCharacters, PHONE_MESSAGE)),
  // The address check runs on the trimmed value, once it is present and short enough.
  email: z.pipe(text('email'), z.email(messages.email(contactLabels.email))),
  message: text(
    'message',
    z.minLength(MESSAGE_MIN, messages.min(contactLabels.message, MESSAGE_MIN)),
  ),
})

export type ContactValues = z.infer<typeof contactSchema>

export const emptyContact: ContactValues = {
  name: '',
  companyAgencyBrokerName: '',
  phoneNumber: '',
  email: '',
  message: '',
}
