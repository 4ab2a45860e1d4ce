import { shopCards } from '@/content/products'

export const dynamic = 'force-static'

/**
 * The catalogue as the shop's sort and filter need it, one compact static file. The browser
 * fetches it the first time a visitor sorts or filters; the shop pages themselves carry only
 * their own products.
 */
export function GET() {
  return Response.json(shopCards)
}
