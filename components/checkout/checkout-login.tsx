'use client'

import { LoginFields } from '@/components/auth/login-fields'
import { Button } from '@/components/ui/button'
import { useDemoForm } from '@/lib/hooks/use-demo-form'
import { lazyResolver } from '@/lib/lazy-resolver'
import type { LoginValues } from '@/lib/schemas/auth'

const login = lazyResolver<LoginValues>(() =>
  import('@/lib/schemas/checkout-resolvers').then((module) => module.loginResolver),
)

/** Checkout login: validated like the login modal, then only alerts the values. */
export function CheckoutLogin() {
  const { field, formProps } = useDemoForm<LoginValues>('Login details', login, {
    email: '',
    password: '',
  })
  return (
    <form {...formProps} aria-label="Login" className="grid gap-4 sm:grid-cols-2">
      <LoginFields field={field} />
      <div className="sm:col-span-2">
        <Button type="submit">Login</Button>
      </div>
    </form>
  )
}
