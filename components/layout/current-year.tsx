'use client'

import { useClientValue } from '@/lib/hooks/use-client-value'

const readYear = () => new Date().getFullYear()

/**
 * The HTML carries the build year; once hydrated the visitor's own clock decides, so an old
 * export still shows the current year without a hydration mismatch.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(readYear, buildYear)
  return <span data-testid="current-year">{year}</span>
}
