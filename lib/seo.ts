import { listBasePath } from '@/lib/pagination'

/**
 * Which pages search engines should not index (README "Search and hosting"):
 * - pages with personal or transient state: /cart, /wishlist, /checkout;
 * - the 404 page under its names: /not-found, /404;
 * - template pages that duplicate a main page and would compete with it in results.
 * pageMetadata() reads this list, and the sitemap leaves these routes out, so one edit here
 * changes both.
 */
export const NOINDEX_ROUTES: ReadonlySet<string> = new Set([
  '/cart',
  '/wishlist',
  '/checkout',
  '/not-found',
  '/404',
  // Template duplicates:
  '/about-us-2', // repeats /about-us
  '/service-v1', // repeats /what-we-offer
  '/team-v2', // repeats /team-v1
  '/project-v2', // repeats /project-v1's portfolio
  '/project-v3', // repeats /project-v1
  '/project-details-v2', // repeats /project-details-v1
])

/** A list's later pages ('/project-v2/page/2') follow their list's own route. */
export function isIndexable(path: string): boolean {
  return !NOINDEX_ROUTES.has(listBasePath(path))
}

/** Pages whose <head> links the blog's RSS feed. */
export function linksFeed(path: string): boolean {
  const list = listBasePath(path)
  return list === '/blog' || list === '/blog-grid' || path.startsWith('/blog-details/')
}

export const FEED_PATH = '/feed.xml'

/** Every fixed route of the site; dynamic ones come from content. */
export const STATIC_ROUTES = [
  '/',
  '/what-we-offer',
  '/pricing',
  '/customers',
  '/about-us',
  '/contact',
  '/termsofuse',
  '/privacy',
  '/cookiepolicy',
  '/about-us-2',
  '/testimonial',
  '/faq',
  '/service-v1',
  '/service-v2',
  '/service-details',
  '/team-v1',
  '/team-v2',
  '/team-details',
  '/project-v1',
  '/project-v2',
  '/project-v3',
  '/project-details-v1',
  '/project-details-v2',
  '/blog',
  '/blog-grid',
  '/shop',
  '/cart',
  '/wishlist',
  '/checkout',
  '/not-found',
] as const

/** Main pages with an Open Graph card of their own (title on the card). */
export const OG_PAGES: Record<string, { slug: string; title: string; eyebrow?: string }> = {
  '/': { slug: 'home', title: 'Rate, quote and bind specialty insurance in under 5 minutes' },
  '/what-we-offer': {
    slug: 'what-we-offer',
    title: 'One portal to rate, quote and bind, with a full API',
    eyebrow: 'What we offer',
  },
  '/pricing': {
    slug: 'pricing',
    title: 'Performance-based pricing. No upfront fees, no long contracts',
    eyebrow: 'Pricing',
  },
  '/customers': {
    slug: 'customers',
    title: 'Built for brokers, agents, MGAs, banks, carriers and PEOs',
    eyebrow: 'Customers',
  },
  '/about-us': {
    slug: 'about-us',
    title: 'Insurance expertise, built into technology',
    eyebrow: 'About us',
  },
  '/contact': { slug: 'contact', title: 'Talk to the Coverbridge team', eyebrow: 'Contact' },
}

/** The card a page shares: its own, its blog post's, or the default one. */
export function ogImageFor(path: string): string {
  const own = OG_PAGES[path]
  if (own) return `/og/${own.slug}.png`
  const post = /^\/blog-details\/(\d+)$/.exec(path)
  if (post) return `/og/blog-${post[1]}.png`
  return '/og/default.png'
}
