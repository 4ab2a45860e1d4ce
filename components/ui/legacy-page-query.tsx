'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { pagePath, parsePage } from '@/lib/pagination'

/**
 * Links shared before every page had its own URL ('/blog?page=3') still open that page: the
 * browser moves to '/blog/page/3' (clamped: 0, -1 or 'abc' stay on page 1, 99 goes to the last).
 * Renders nothing; must sit inside <Suspense> (the query is only known in the browser).
 */
export function LegacyPageQuery({ basePath, pages }: { basePath: string; pages: number }) {
  const raw = useSearchParams().get('page')
  const router = useRouter()
  useEffect(() => {
    const page = parsePage(raw, pages)
    if (page > 1) router.replace(pagePath(basePath, page), { scroll: false })
  }, [raw, pages, basePath, router])
  return null
}
