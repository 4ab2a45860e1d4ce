import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it would add ~8.5 KB gzipped to every page, so
 * components never pass conflicting utilities; they take a prop (e.g. `flush`) instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
