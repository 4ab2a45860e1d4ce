import * as z from 'zod/mini'
import { requiredEmail, requiredMin, requiredText } from '@/lib/validation'

export const loginSchema = z.object({
  email: requiredEmail('Email'),
  password: requiredMin('Password', 6),
})

export const registerSchema = z.object({
  name: requiredText('Name'),
  email: requiredEmail('Email'),
  password: requiredMin('Password', 6),
  // The spec defines no rule for the terms box: it starts unchecked and is sent as given.
  terms: z.boolean(),
})

export type LoginValues = z.infer<typeof loginSchema>
export type RegisterValues = z.infer<typeof registerSchema>
