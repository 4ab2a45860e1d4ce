import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A tinted card that is a section of its own, named by its heading (the blog sidebar's boxes,
 * the cart totals, the checkout's order details). `large` sets the heading a size up.
 */
export function Panel({
  id,
  title,
  large,
  className,
  children,
}: {
  id: string
  title: ReactNode
  large?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-card border border-line bg-surface-alt p-6', className)}
    >
      <h2
        id={id}
        className={large ? 'mb-4 text-2xl font-bold text-ink' : 'mb-4 text-xl font-bold text-ink'}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}
