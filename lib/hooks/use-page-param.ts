'use client'

import { useSearchParams } from 'next/navigation'
import { parsePage } from '@/lib/pagination'

/**
 * The current page from `?page=`, clamped to 1..total. Components using it must sit inside
 * <Suspense> (static export: the query is only known in the browser).
 */
export function usePageParam(total: number): number {
  return parsePage(useSearchParams().get('page'), total)
}
