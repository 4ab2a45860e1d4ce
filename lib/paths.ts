import { resolveSite, withBasePath } from '@/lib/base-path.mjs'
import { routerPrefetches } from './router-files.mjs'

// The one place URLs of the site itself are written: every page, image, card, feed or data file
// the site links to goes through withBase() (a path on this site, for links and fetches) or
// siteUrl() (an absolute URL, for canonical links, social cards, the sitemap and the feed), so a
// build for a path prefix (NEXT_PUBLIC_BASE_PATH=/coverbridge) points everything at it.
// next.config.mjs writes both values into the build from lib/base-path.mjs; outside a
// build (unit tests) they are read from the environment the same way.
const site =
  process.env.COVERBRIDGE_BASE_PATH !== undefined &&
  process.env.COVERBRIDGE_SITE_ORIGIN !== undefined
    ? {
        basePath: process.env.COVERBRIDGE_BASE_PATH,
        origin: process.env.COVERBRIDGE_SITE_ORIGIN,
      }
    : resolveSite()

/** The path prefix the site is served under: '' at the root of its host, or '/coverbridge'. */
export const BASE_PATH: string = site.basePath

/** A path of this site ('/pricing', '/images/a.svg') as the browser must ask for it. */
export function withBase(path: string): string {
  return withBasePath(BASE_PATH, path)
}

/** The absolute public URL of a path of this site (from NEXT_PUBLIC_SITE_URL). */
export function siteUrl(path: string): string {
  return `${site.origin}${withBase(path)}`
}

/** Whether `href` is a path of this site (not another site, a mail link or a bare hash). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * An href or src as the page writes it: a path of this site gets the prefix; another site, a mail
 * link, a bare hash or a data URL stays as it is.
 */
export function pageHref(href: string): string {
  return isSitePath(href) ? withBase(href) : href
}

/**
 * Whether the client router can open `href` in place. Under a path prefix, not the home page:
 * an exported site's router fetches a page's data at '{url}.txt', which for the home page
 * ('/coverbridge') is '/coverbridge.txt', outside the site; the browser loads it instead.
 */
export function routerCanOpen(href: string): boolean {
  return isSitePath(href) && !(BASE_PATH && /^\/(?:[?#]|$)/.test(href))
}

/**
 * Whether a link to `href` fetches the page's route ahead, on the visitor's intent: a page the
 * router can open, unless it is one of the pages made from content (a product, a post, a list
 * page), whose prefetch files the export leaves out (lib/router-files.mjs).
 */
export function routerPrefetchesPage(href: string): boolean {
  return routerCanOpen(href) && routerPrefetches(href)
}
