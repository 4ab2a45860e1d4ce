'use client'

import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { TextField } from '@/components/ui/form-field'
import type { LoginValues } from '@/lib/schemas/auth'
import { PasswordField } from './password-field'

/** Email and password of a login form (the header's modal and the checkout's login). */
export function LoginFields({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<LoginValues>
  errors: FieldErrors<LoginValues>
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
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  )
}
