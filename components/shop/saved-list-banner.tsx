import { PageBanner } from '@/components/layout/page-banner'
import type { SavedListsCopy } from '@/content/products/schema'
// Only the keys: the stores themselves are client code.
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '@/stores/keys'

export type SavedList = keyof SavedListsCopy

/** The two pages of a list the visitor keeps in the browser; neither is for search engines. */
export const SAVED_LISTS: Record<SavedList, { title: string; path: string; storageKey: string }> = {
  cart: { title: 'Cart', path: '/cart', storageKey: CART_STORAGE_KEY },
  wishlist: { title: 'Wishlist', path: '/wishlist', storageKey: WISHLIST_STORAGE_KEY },
}

/**
 * The banner: the title and the lead (content/products/shop.yaml). The lead is the largest thing
 * the first paint shows, so that the rows the browser draws from storage later (a product's title,
 * two lines on a phone) never paint larger: the page's largest paint stays its first one.
 */
export function SavedListBanner({ list, copy }: { list: SavedList; copy: SavedListsCopy }) {
  return <PageBanner title={SAVED_LISTS[list].title} lead={copy[list].lead} />
}
