'use client'

import { useClientValue } from '@/lib/hooks/use-client-value'

/** Reads the blog id from a /blog-details/{id} URL; null for any other path. */
export function blogIdFromPath(pathname: string): string | null {
  const match = /^\/blog-details\/([^/]+?)(?:\.html)?\/?$/.exec(pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/**
 * The host serves the one 404.html for every unknown path, so the blog-specific line can only be
 * known in the browser. Rendered as text (never as HTML), whatever the URL holds.
 */
export function BlogIdNotice() {
  const id = useClientValue(() => blogIdFromPath(window.location.pathname), null)
  if (id === null) return null
  return <p className="mt-4 text-lg font-semibold text-danger">Not Found Any blog this id {id}</p>
}
