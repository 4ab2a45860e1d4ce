/**
 * next/navigation in the admin bundle (scripts/lib/cms/admin-preview.mjs maps it here): the preview
 * is no page of the app router, so there is nowhere to navigate. The site's components that ask
 * for the router, the query or the path get ones that stay put: no page is current, the query is
 * empty, and a link followed in the preview goes nowhere (the frame opens plain links in a tab).
 */
import type * as Navigation from 'next/navigation'
import { ReadonlyURLSearchParams } from 'next/dist/client/components/readonly-url-search-params'

const stay = () => undefined

const router: ReturnType<typeof Navigation.useRouter> = {
  back: stay,
  forward: stay,
  refresh: stay,
  push: stay,
  replace: stay,
  prefetch: stay,
  bfcacheId: '0',
}

export const useRouter: typeof Navigation.useRouter = () => router

export const usePathname: typeof Navigation.usePathname = () => ''

const empty = new ReadonlyURLSearchParams(new URLSearchParams())

export const useSearchParams: typeof Navigation.useSearchParams = () => empty

export const notFound: typeof Navigation.notFound = () => {
  throw new Error('There is no page to leave for in a preview')
}
