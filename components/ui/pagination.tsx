'use client'

import { Link } from '@/components/ui/link'
import { pagePath, pageWindow } from '@/lib/pagination'
import { prefersReducedMotion } from '@/lib/hooks/use-reduced-motion'
import { cn } from '@/lib/cn'

/**
 * The link to one page. With a base path and no other query values, every page has its own
 * pre-rendered URL ('/blog', '/blog/page/2'), so a crawler without JavaScript can follow the
 * pager. With query values (the shop's sort and filter, computed in the browser), the page goes
 * into the query next to them: '?sort=price-asc&page=2'; page 1 is the URL without it.
 */
function hrefFor(page: number, query: Record<string, string | undefined>, basePath?: string) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value && key !== 'page') params.set(key, value)
  }
  if (basePath && params.size === 0) return pagePath(basePath, page)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `${basePath ?? ''}${search ? `?${search}` : '?'}`
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

/**
 * The one pager: every page has its own URL (shareable, Back works, real links for crawlers),
 * five page numbers around the current one, and a change scrolls smoothly to the top.
 */
export function Pagination({
  current,
  total,
  query = {},
  basePath,
  label = 'Pagination',
  className,
}: {
  current: number
  total: number
  /** Other query values to keep in the links (sort, filter). */
  query?: Record<string, string | undefined>
  /** The list's own route ('/blog'): pages link to their pre-rendered URLs under it. */
  basePath?: string
  label?: string
  className?: string
}) {
  if (total <= 1) return null
  const pages = pageWindow(current, total)
  const item =
    'inline-flex size-11 items-center justify-center rounded-control border text-sm font-semibold transition-colors'

  const arrow = (page: number, text: string, rel: 'prev' | 'next') =>
    page < 1 || page > total ? (
      <span className={cn(item, 'border-line text-slate-400')} aria-hidden="true">
        {rel === 'prev' ? '‹' : '›'}
      </span>
    ) : (
      <Link
        href={hrefFor(page, query, basePath)}
        scroll={false}
        onClick={scrollToTop}
        rel={rel}
        aria-label={text}
        className={cn(item, 'border-line text-navy-800 hover:border-navy-800')}
      >
        {rel === 'prev' ? '‹' : '›'}
      </Link>
    )

  return (
    <nav aria-label={label} className={cn('mt-12 flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-2">
        <li>{arrow(current - 1, 'Previous page', 'prev')}</li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={hrefFor(page, query, basePath)}
              scroll={false}
              onClick={scrollToTop}
              aria-label={`Page ${page}`}
              aria-current={page === current ? 'page' : undefined}
              className={cn(
                item,
                page === current
                  ? 'border-navy-800 bg-navy-800 text-white'
                  : 'border-line text-navy-800 hover:border-navy-800',
              )}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{arrow(current + 1, 'Next page', 'next')}</li>
      </ul>
    </nav>
  )
}
