import type { ReactNode } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/metadata'
// Only the keys: the stores themselves are client code.
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '@/stores/keys'
import { StoredItemsHint } from './stored-items-hint'

/** The two pages of a list the visitor keeps in the browser; neither is for search engines. */
const PAGES: Record<
  'cart' | 'wishlist',
  { title: string; description: string; path: string; storageKey: string }
> = {
  cart: {
    title: 'Cart',
    description: 'The products in your Coverbridge shop cart, with shipping and totals.',
    path: '/cart',
    storageKey: CART_STORAGE_KEY,
  },
  wishlist: {
    title: 'Wishlist',
    description:
      'The guides, cards and magazines you saved in the Coverbridge shop, ready to add to your cart.',
    path: '/wishlist',
    storageKey: WISHLIST_STORAGE_KEY,
  },
}

type SavedList = keyof typeof PAGES

export function savedListMetadata(list: SavedList) {
  const { title, description, path } = PAGES[list]
  return pageMetadata({ title, description, path, noindex: true })
}

/**
 * The cart or wishlist page: its banner, then the list (`children`, the view the route gives, so
 * each page loads only its own), which the browser fills in from storage; the hint sizes its
 * placeholder before the first paint when storage holds items.
 */
export function SavedListPage({ list, children }: { list: SavedList; children: ReactNode }) {
  const page = PAGES[list]
  return (
    <>
      <PageBanner title={page.title} />
      <Section>
        <StoredItemsHint storageKey={page.storageKey} />
        {children}
      </Section>
    </>
  )
}
