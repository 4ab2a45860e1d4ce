import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose validation code (zod and the rules) loads on first use, so the
 * page's first load carries only the form. Call `preload` early (first focus) to hide the wait.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | null = null
  const preload = () => {
    loading ??= load()
    return loading
  }
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options)
  return { resolver, preload }
}
