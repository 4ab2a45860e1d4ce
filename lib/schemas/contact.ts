import * as z from 'zod/mini'
import { messages } from '@/lib/validation'
import {
  CONTACT_MAX,
  contactLabels,
  maxMessage,
  MESSAGE_MIN,
  PHONE_MESSAGE,
  type ContactValues,
} from './contact-fields'

export {
  CONTACT_MAX,
  contactLabels,
  emptyContact,
  maxMessage,
  MESSAGE_MIN,
  PHONE_MESSAGE,
  type ContactValues,
} from './contact-fields'

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
}) satisfies z.ZodMiniType<ContactValues>
