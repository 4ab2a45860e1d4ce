'use client'

// The router useRouter() returns, read without its throw where no app router is mounted (a
// component rendered on its own, as in unit tests): the link then is a plain anchor.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { pageHref, routerCanOpen, routerPrefetchesPage } from '@/lib/paths'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /**
   * Fetch the route ahead when the visitor shows intent (default), or never. A page made from
   * content (a product, a post, a list page) is never fetched ahead: its click asks for its data.
   */
  prefetch?: boolean
  /** Start the new page at the top (default), or leave scrolling to the caller. */
  scroll?: boolean
  /**
   * Called when a click opens the link in place through the router (as next/link's prop of that
   * name): not for a new tab or window (Ctrl/Cmd/Shift+click, middle click), nor without a router.
   */
  onNavigate?: () => void
}

/** Whether this click should open the link in place through the router, as next/link decides. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget
  if (event.defaultPrevented || event.button !== 0) return false
  // New tab or window, download: the browser's own behaviour.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href)
  if (url.origin !== window.location.origin) return false
  // Only the fragment changes: the browser jumps to it by itself.
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search
  return !(samePage && url.hash)
}

/**
 * An anchor that navigates through the app router (no full page load) and fetches the route's
 * data only once the visitor shows intent: a pointer over it, a touch or keyboard focus.
 * next/link would add about 3 KB to every page and fetch every route whose link scrolls into
 * view, which on a phone is a burst of downloads the visitor never asked for. Without
 * JavaScript it is a plain link.
 */
export function Link({
  href,
  prefetch = true,
  scroll = true,
  onNavigate,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const router = useContext(AppRouterContext)
  const warm = () => {
    if (router && prefetch && routerPrefetchesPage(href)) router.prefetch(href)
  }
  return (
    <a
      // The router adds the path prefix itself; the anchor (read without JavaScript) needs it written.
      href={pageHref(href)}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (!router || !routerCanOpen(href) || !opensInPlace(event)) return
        event.preventDefault()
        onNavigate?.()
        router.push(href, { scroll })
      }}
      onMouseEnter={(event) => {
        warm()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        warm()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        warm()
        onFocus?.(event)
      }}
    />
  )
}
