// The contact form's fields without their rules: the form renders from these at load, while the
// rules (and the schema library) load on first use (./contact-resolver). The schema (./contact)
// builds on these, never the other way round.

/** The visible labels, without the asterisk; messages name the field by these. */
export const contactLabels = {
  name: 'Name',
  companyAgencyBrokerName: 'Company / Agency / Broker Name',
  phoneNumber: 'Phone Number',
  email: 'Email',
  message: 'Your message',
} as const

/** What the visitor typed, field by field: the schema's output has this shape too. */
export type ContactValues = Record<keyof typeof contactLabels, string>

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

export const emptyContact: ContactValues = {
  name: '',
  companyAgencyBrokerName: '',
  phoneNumber: '',
  email: '',
  message: '',
}
