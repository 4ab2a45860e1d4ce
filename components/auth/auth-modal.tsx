'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { Modal } from '@/components/ui/modal'
import {
  loginSchema,
  registerSchema,
  type LoginValues,
  type RegisterValues,
} from '@/lib/schemas/auth'
import { alertValues } from '@/lib/validation'
import { LoginFields } from './login-fields'
import { PasswordField } from './password-field'

export type AuthMode = 'login' | 'register'

function LoginForm() {
  const { register, handleSubmit, reset, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = formState
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        alertValues('Login details', values)
        reset()
      })}
      className="space-y-4"
    >
      <LoginFields register={register} errors={errors} autoFocus />
      <Button type="submit" className="w-full">
        Login
      </Button>
    </form>
  )
}

function RegisterForm() {
  const { register, handleSubmit, reset, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', terms: false },
  })
  const { errors } = formState
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        alertValues('Registration details', values)
        reset()
      })}
      className="space-y-4"
    >
      <TextField
        label="Name"
        autoComplete="name"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        label="I agree to the terms of use and privacy policy"
        {...register('terms')}
      />
      <Button type="submit" className="w-full">
        Create account
      </Button>
    </form>
  )
}

/** Demo sign-in and sign-up: no account is created, the values are only shown back. */
export default function AuthModal({
  mode,
  onModeChange,
  onClose,
}: {
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  onClose: () => void
}) {
  const isLogin = mode === 'login'
  return (
    <Modal open onClose={onClose} title={isLogin ? 'Log in to Coverbridge' : 'Create your account'}>
      {isLogin ? <LoginForm key="login" /> : <RegisterForm key="register" />}
      <p className="mt-5 text-center text-sm text-muted">
        {isLogin ? 'New to Coverbridge? ' : 'Already have an account? '}
        <button
          type="button"
          onClick={() => onModeChange(isLogin ? 'register' : 'login')}
          className="font-semibold text-accent-strong underline underline-offset-2"
        >
          {isLogin ? 'Sign up' : 'Log in'}
        </button>
      </p>
    </Modal>
  )
}
