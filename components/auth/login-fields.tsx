'use client'

import { TextField } from '@/components/ui/form-field'
import type { FieldBinding } from '@/lib/hooks/use-demo-form'
import { PasswordField } from './password-field'

/**
 * Email and password of a login form (the header's modal and the checkout's login), or of the
 * sign-up form with `newPassword`.
 */
export function LoginFields({
  field,
  newPassword,
  autoFocus,
}: {
  field: (name: 'email' | 'password') => FieldBinding
  /** A password being chosen, not one being typed from memory (for password managers). */
  newPassword?: boolean
  /** Focus the e-mail field when the surrounding modal opens. */
  autoFocus?: boolean
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        data-autofocus={autoFocus || undefined}
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        {...field('password')}
      />
    </>
  )
}
