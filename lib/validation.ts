import { z } from 'zod'

/**
 * Default messages of the spec (§5): '{field} is a required field', '{field} must be a valid email',
 * '{field} must be at least {min} characters'. Every form builds its rules from these.
 */
export const messages = {
  required: (label: string) => `${label} is a required field`,
  email: (label: string) => `${label} must be a valid email`,
  min: (label: string, min: number) => `${label} must be at least ${min} characters`,
}

export function requiredText(label: string) {
  return z.string().trim().min(1, messages.required(label))
}

export function requiredEmail(label: string) {
  return z
    .string()
    .trim()
    .min(1, messages.required(label))
    .pipe(z.email(messages.email(label)))
}

export function requiredMin(label: string, min: number) {
  // abort: an empty value reports only that it is required, not also that it is too short.
  return z
    .string()
    .min(1, { message: messages.required(label), abort: true })
    .min(min, messages.min(label, min))
}

export { alertValues } from './alert-values'
