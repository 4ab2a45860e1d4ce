import { z } from 'zod'
import { messages, requiredEmail, requiredText } from '@/lib/validation'

/** The visible labels (spec §5), without the asterisk; messages name the field by these. */
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

/** Digits, plus, hyphen, whitespace and parentheses (spec §5). */
const phoneCharacters = /^[\d+\-\s()]+$/

export const contactSchema = z.object({
  name: requiredText(contactLabels.name),
  companyAgencyBrokerName: requiredText(contactLabels.companyAgencyBrokerName),
  // abort: an empty value reports only that it is required.
  phoneNumber: z
    .string()
    .trim()
    .min(1, { message: messages.required(contactLabels.phoneNumber), abort: true })
    .regex(phoneCharacters, PHONE_MESSAGE),
  email: requiredEmail(contactLabels.email),
  // Trimmed: ten spaces are not a message.
  message: z
    .string()
    .trim()
    .min(1, { message: messages.required(contactLabels.message), abort: true })
    .min(MESSAGE_MIN, messages.min(contactLabels.message, MESSAGE_MIN)),
})

export type ContactValues = z.infer<typeof contactSchema>

export const emptyContact: ContactValues = {
  name: '',
  companyAgencyBrokerName: '',
  phoneNumber: '',
  email: '',
  message: '',
}
