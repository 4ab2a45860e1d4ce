'use client'

import { Img } from '@/components/ui/img'
import { Link } from '@/components/ui/link'
import { Button, ButtonLink } from '@/components/ui/button'
import {
  productPath,
  type ProductSnapshot,
  type WishlistPlaceholder,
} from '@/content/products/client'
import { formatMoney, sellingPrice } from '@/lib/price'
import { useCart } from '@/stores/cart'
import {
  retryWishlistLoad,
  useWishlist,
  useWishlistLoadFailed,
  WISHLIST_LOAD_FAILED,
} from '@/stores/wishlist'
import { EmptyState, LoadingState } from './empty-state'

function ItemProduct({ item, details }: { item: ProductSnapshot; details: WishlistPlaceholder }) {
  const href = productPath(item.id)
  return (
    <div className="flex items-center gap-4">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Img
          src={item.img}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-control border border-line bg-surface-alt"
        />
      </Link>
      <div>
        <Link
          href={href}
          className="font-semibold text-ink hover:text-accent-strong hover:underline"
        >
          {item.title}
        </Link>
        <p className="mt-1 text-sm text-muted">Serial No: {details.serialNumber}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span>Size: {details.size}</span>
          <span>Colour: {details.colour}</span>
        </p>
      </div>
    </div>
  )
}

function useItemActions({ item }: { item: ProductSnapshot }) {
  const add = useCart((state) => state.add)
  const remove = useWishlist((state) => state.remove)
  return {
    addButton: (
      <Button onClick={() => add(item)} className="whitespace-nowrap">
        Add To cart<span className="sr-only">: {item.title}</span>
      </Button>
    ),
    removeButton: (
      <button
        type="button"
        onClick={() => remove(item.id)}
        aria-label={`Remove ${item.title} from wishlist`}
        className="inline-flex size-11 items-center justify-center rounded-full text-xl text-muted hover:bg-red-50 hover:text-danger"
      >
        <span aria-hidden="true">x</span>
      </button>
    ),
  }
}

function Row({ item, details }: { item: ProductSnapshot; details: WishlistPlaceholder }) {
  const { addButton, removeButton } = useItemActions({ item })
  return (
    <tr data-testid="wishlist-row">
      <td className="py-4 pr-4">
        <ItemProduct item={item} details={details} />
      </td>
      <td data-testid="wishlist-price" className="py-4 pr-4 font-semibold text-ink">
        {formatMoney(sellingPrice(item))}
      </td>
      <td className="py-4 pr-4">{addButton}</td>
      <td className="py-4">{removeButton}</td>
    </tr>
  )
}

function Card({ item, details }: { item: ProductSnapshot; details: WishlistPlaceholder }) {
  const { addButton, removeButton } = useItemActions({ item })
  return (
    <li className="rounded-card border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <ItemProduct item={item} details={details} />
        {removeButton}
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="font-semibold text-ink">
          <span className="sr-only">Price: </span>
          {formatMoney(sellingPrice(item))}
        </p>
        {addButton}
      </div>
    </li>
  )
}

/** The wishlist: a table with Product, Price, Add Cart, Action from md up; cards on phones. */
export function WishlistView({ details }: { details: WishlistPlaceholder }) {
  const hydrated = useWishlist((state) => state.hydrated)
  const loadFailed = useWishlistLoadFailed()
  const items = useWishlist((state) => state.items)

  const empty = (
    <EmptyState
      title="No Wishlist Items Found"
      description="Tap the heart on any product to keep it here for your next order."
    >
      <ButtonLink href="/shop" size="lg">
        Continue Shipping
      </ButtonLink>
    </EmptyState>
  )
  if (!hydrated) {
    const failure = loadFailed
      ? { message: WISHLIST_LOAD_FAILED.message, retry: retryWishlistLoad }
      : null
    return <LoadingState label="Loading your wishlist…" reserve={empty} failure={failure} />
  }
  if (items.length === 0) return empty
  return (
    <>
      <table className="hidden w-full text-left md:table">
        <caption className="sr-only">Products on your wishlist</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="pb-3 font-semibold">
              Product
            </th>
            <th scope="col" className="pb-3 font-semibold">
              Price
            </th>
            <th scope="col" className="pb-3 font-semibold">
              Add Cart
            </th>
            <th scope="col" className="pb-3 font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <Row key={item.id} item={item} details={details} />
          ))}
        </tbody>
      </table>
      <ul className="space-y-4 md:hidden" aria-label="Products on your wishlist">
        {items.map((item) => (
          <Card key={item.id} item={item} details={details} />
        ))}
      </ul>
    </>
  )
}
