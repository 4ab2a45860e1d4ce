/**
 * Links the preview takes for pages of the site: the fixed routes, and any post's or product's
 * page (which ids exist is in other files; the build checks them).
 */
import { STATIC_ROUTES } from '@/lib/seo'

const routes = new Set<string>(STATIC_ROUTES)

export const previewRouteExists = (path: string) =>
  routes.has(path) || /^\/(blog|shop)-details\/\d+$/.test(path)
