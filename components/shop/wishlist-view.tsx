'use client'

import { Button, ButtonLink } from '@/components/ui/button'
import type { ProductSnapshot, WishlistPlaceholder } from '@/content/products/client'
import { formatMoney, sellingPrice } from '@/lib/price'
import { useCart } from '@/stores/cart'
import { useWishlist, wishlistList } from '@/stores/wishlist'
import { EmptyState, SavedListState } from './empty-state'
import { LineList, LineProduct, RemoveLineButton, type LineColumn } from './line-list'

function ItemProduct({ item, details }: { item: ProductSnapshot; details: WishlistPlaceholder }) {
  return (
    <LineProduct item={item}>
      <p className="mt-1 text-sm text-muted">Serial No: {details.serialNumber}</p>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span>Size: {details.size}</span>
        <span>Colour: {details.colour}</span>
      </p>
    </LineProduct>
  )
}

function AddButton({ item }: { item: ProductSnapshot }) {
  const add = useCart((state) => state.add)
  return (
    <Button onClick={() => add(item)} className="whitespace-nowrap">
      Add To cart<span className="sr-only">: {item.title}</span>
    </Button>
  )
}

function RemoveButton({ item }: { item: ProductSnapshot }) {
  const remove = useWishlist((state) => state.remove)
  return <RemoveLineButton item={item} from="wishlist" symbol="x" onRemove={remove} />
}

function wishlistColumns(details: WishlistPlaceholder): LineColumn<ProductSnapshot>[] {
  return [
    { header: 'Product', cell: (item) => <ItemProduct item={item} details={details} /> },
    {
      header: 'Price',
      cell: (item) => formatMoney(sellingPrice(item)),
      cellClassName: 'py-4 pr-4 font-semibold text-ink',
      testId: 'wishlist-price',
    },
    { header: 'Add Cart', cell: (item) => <AddButton item={item} /> },
    { header: 'Action', cell: (item) => <RemoveButton item={item} />, cellClassName: 'py-4' },
  ]
}

function WishlistCard({ item, details }: { item: ProductSnapshot; details: WishlistPlaceholder }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <ItemProduct item={item} details={details} />
        <RemoveButton item={item} />
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="font-semibold text-ink">
          <span className="sr-only">Price: </span>
          {formatMoney(sellingPrice(item))}
        </p>
        <AddButton item={item} />
      </div>
    </>
  )
}

/** The wishlist: a table with Product, Price, Add Cart, Action from md up; cards on phones. */
export function WishlistView({ details }: { details: WishlistPlaceholder }) {
  const { items, failure } = wishlistList.useSaved()

  if (!items || items.length === 0) {
    return (
      <SavedListState label="Loading your wishlist…" loading={!items} failure={failure}>
        <EmptyState
          title="No Wishlist Items Found"
          description="Tap the heart on any product to keep it here for your next order."
        >
          <ButtonLink href="/shop" size="lg">
            Continue Shipping
          </ButtonLink>
        </EmptyState>
      </SavedListState>
    )
  }
  return (
    <LineList
      label="Products on your wishlist"
      items={items}
      columns={wishlistColumns(details)}
      rowTestId="wishlist-row"
      card={(item) => <WishlistCard item={item} details={details} />}
    />
  )
}
