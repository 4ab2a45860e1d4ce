'use client'

import { useForm } from 'react-hook-form'
import { LoginFields } from '@/components/auth/login-fields'
import { Button } from '@/components/ui/button'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { LoginValues } from '@/lib/schemas/auth'
import { alertValues } from '@/lib/alert-values'

const login = lazyResolver<LoginValues>(() =>
  import('@/lib/schemas/checkout-resolvers').then((module) => module.loginResolver),
)

/** Checkout login: validated like the login modal, then only alerts the values. */
export function CheckoutLogin() {
  const { register, handleSubmit, reset, formState } = useForm<LoginValues>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '' },
  })
  const { errors } = formState
  return (
    <form
      noValidate
      aria-label="Login"
      onFocus={() => void login.preload()}
      onSubmit={handleSubmit((values) => {
        alertValues('Login details', values)
        reset()
      })}
      className="grid gap-4 sm:grid-cols-2"
    >
      <LoginFields register={register} errors={errors} />
      <div className="sm:col-span-2">
        <Button type="submit">Login</Button>
      </div>
    </form>
  )
}
