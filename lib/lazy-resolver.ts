import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/** Shown by the form when its checks could not be fetched (offline, flaky network). */
export const LOAD_FAILED_MESSAGE =
  'This form could not load (network problem). What you typed is kept: please try again.'

/**
 * A react-hook-form resolver whose validation code (zod and the rules) loads on first use, so the
 * page's first load carries only the form. Call `preload` early (first focus) to hide the wait.
 *
 * A failed load is forgotten, so the next attempt (another focus, another submit) fetches again.
 * Meanwhile a submit does not go through and nothing is reset: the resolver answers with
 * LOAD_FAILED_MESSAGE as the form's root error and on its first top-level field, so the form's
 * usual error display shows it there (and react-hook-form focuses that field).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | null = null
  const attempt = () => {
    if (!loading) {
      const current = load()
      loading = current
      current.catch(() => {
        if (loading === current) loading = null
      })
    }
    return loading
  }
  /** Starts loading; never rejects (a failure is reported on submit). */
  const preload = () =>
    attempt().then(
      () => undefined,
      () => undefined,
    )
  const resolver: Resolver<T> = async (values, context, options) => {
    let real: Resolver<T>
    try {
      real = await attempt()
    } catch {
      const error = { type: 'load', message: LOAD_FAILED_MESSAGE }
      const first = [...(options.names ?? []), ...Object.keys(options.fields ?? {})].find(
        (name) => !name.includes('.'),
      )
      const errors = { root: error, ...(first ? { [first]: error } : {}) } as FieldErrors<T>
      return { values: {}, errors }
    }
    return real(values, context, options)
  }
  return { resolver, preload }
}
