'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { Modal } from '@/components/ui/modal'
import { useDemoForm } from '@/lib/hooks/use-demo-form'
import {
  loginSchema,
  registerSchema,
  type LoginValues,
  type RegisterValues,
} from '@/lib/schemas/auth'
import { LoginFields } from './login-fields'

export type AuthMode = 'login' | 'register'

function LoginForm() {
  const { field, formProps } = useDemoForm<LoginValues>(
    'Login details',
    { resolver: zodResolver(loginSchema) },
    { email: '', password: '' },
  )
  return (
    <form {...formProps} className="space-y-4">
      <LoginFields field={field} autoFocus />
      <Button type="submit" className="w-full">
        Login
      </Button>
    </form>
  )
}

function RegisterForm() {
  const { field, formProps } = useDemoForm<RegisterValues>(
    'Registration details',
    { resolver: zodResolver(registerSchema) },
    { name: '', email: '', password: '', terms: false },
  )
  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Name" autoComplete="name" data-autofocus {...field('name')} />
      <LoginFields field={field} newPassword />
      <CheckboxField label="I agree to the terms of use and privacy policy" {...field('terms')} />
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
