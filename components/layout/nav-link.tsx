'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

/** A navigation link that marks itself as the current page. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname()
  const current = pathname === href || (href !== '/' && pathname.startsWith(`${href}/`))
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />
}
