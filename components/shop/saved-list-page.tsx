import type { ReactNode } from 'react'
import { Section } from '@/components/ui/section'
import type { SavedListsCopy } from '@/content/products/schema'
import { pageMetadata } from '@/lib/metadata'
import { SAVED_LISTS, SavedListBanner, type SavedList } from './saved-list-banner'
import { StoredItemsHint } from './stored-items-hint'

/** The page's metadata: its lead is its description. */
export function savedListMetadata(list: SavedList, copy: SavedListsCopy) {
  const { title, path } = SAVED_LISTS[list]
  return pageMetadata({ title, description: copy[list].lead, path, noindex: true })
}

/**
 * The cart or wishlist page: its banner, then the list (`children`, the view the route gives, so
 * each page loads only its own), which the browser fills in from storage; the hint sizes its
 * placeholder before the first paint when storage holds items.
 */
export function SavedListPage({
  list,
  copy,
  children,
}: {
  list: SavedList
  copy: SavedListsCopy
  children: ReactNode
}) {
  return (
    <>
      <SavedListBanner list={list} copy={copy} />
      <Section>
        <StoredItemsHint storageKey={SAVED_LISTS[list].storageKey} />
        {children}
      </Section>
    </>
  )
}
