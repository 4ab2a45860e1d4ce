import * as z from 'zod/mini'

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
  return z.string().check(z.trim(), z.minLength(1, messages.required(label)))
}

export function requiredEmail(label: string) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, messages.required(label))),
    z.email(messages.email(label)),
  )
}

export function requiredMin(label: string, min: number) {
  // abort: an empty value reports only that it is required, not also that it is too short.
  return z
    .string()
    .check(
      z.minLength(1, { error: messages.required(label), abort: true }),
      z.minLength(min, messages.min(label, min)),
    )
}

export { alertValues } from './alert-values'
