'use client'

import { countEvent, type CountedEvent } from '@/lib/analytics/events'
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { alertValues } from '@/lib/alert-values'

/** What a form field component takes to be wired to its form: the registration and its error. */
export type FieldBinding = UseFormRegisterReturn & { error?: string }

/**
 * A demo form (sign-in, sign-up, promo code, billing): checked by `checks.resolver`, and a valid
 * submit only shows the values in a browser alert headed `title`, then empties the form, as the
 * spec asks; nothing is sent. `formProps` go on the <form>: the browser's own validation off, the
 * submit, and, when the checks load on demand (lib/lazy-resolver.ts), their preload on the first
 * focus in the form. `field(name)` wires a field component to the form and its error.
 */
export function useDemoForm<T extends FieldValues>(
  title: string,
  checks: { resolver: Resolver<T>; preload?: () => Promise<void> },
  defaultValues: DefaultValues<T>,
  /** What analytics counts on a valid submit (the checkout's order), if anything. */
  counted?: CountedEvent,
) {
  const form = useForm<T>({ resolver: checks.resolver, defaultValues })
  const { errors } = form.formState
  const field = (name: Path<T>): FieldBinding => {
    const error: FieldError | undefined = get(errors, name)
    return { error: error?.message, ...form.register(name) }
  }
  const onSubmit = form.handleSubmit((values) => {
    alertValues(title, values)
    form.reset()
    if (process.env.COVERBRIDGE_ANALYTICS === 'on' && counted) countEvent(counted)
  })
  const { preload } = checks
  const formProps = {
    noValidate: true,
    onFocus: preload ? () => void preload() : undefined,
    onSubmit,
  }
  return { ...form, field, formProps }
}
