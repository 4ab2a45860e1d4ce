'use client'

import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * A value only the browser knows (the clock, the URL). The server HTML and the hydration pass
 * use `serverValue`, then React re-renders with the browser's value: no mismatch warning.
 */
export function useClientValue<T>(readInBrowser: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, readInBrowser, () => serverValue)
}
