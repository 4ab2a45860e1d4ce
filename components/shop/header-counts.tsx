'use client'

import { Link } from '@/components/ui/link'
import type { ReactNode } from 'react'
import { cartList, useCart } from '@/stores/cart'
import { useWishlist, wishlistList } from '@/stores/wishlist'

function itemsLabel(name: string, count: number | null) {
  if (count === null) return name
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`
}

function CountLink({
  href,
  name,
  count,
  icon,
}: {
  href: string
  name: string
  count: number | null
  icon: ReactNode
}) {
  return (
    <Link
      href={href}
      aria-label={itemsLabel(name, count)}
      className="relative inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-alt hover:text-accent-strong"
    >
      {icon}
      {count === null ? null : (
        <span
          aria-hidden="true"
          data-testid={`${name.toLowerCase()}-count`}
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-navy-800 px-1 text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  )
}

const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

const WISHLIST_ICON =
  'M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.6-7.5 10-7.5 10z'
const CART_ICON = 'M5 8h14l-1.2 12H6.2L5 8zM9 8V6.5a3 3 0 016 0V8'

/**
 * Live cart and wishlist counts in the shop header. The counts appear once storage has been
 * read; the server HTML holds the plain links.
 */
export function HeaderCounts() {
  const cart = useCart(cartList.selectCount)
  const wishlist = useWishlist(wishlistList.selectCount)
  const links = [
    { href: '/wishlist', name: 'Wishlist', count: wishlist, path: WISHLIST_ICON },
    { href: '/cart', name: 'Cart', count: cart, path: CART_ICON },
  ]
  return (
    <div className="flex items-center">
      {links.map((link) => (
        <CountLink
          key={link.href}
          href={link.href}
          name={link.name}
          count={link.count}
          icon={
            <svg {...iconProps}>
              <path d={link.path} />
            </svg>
          }
        />
      ))}
    </div>
  )
}
