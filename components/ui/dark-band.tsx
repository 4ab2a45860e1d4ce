import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A navy band of the page with the accent's glow behind its content (the page banner, the home
 * hero, the blog's demo banner). `glow` places the glow: a radial gradient's size and centre.
 */
export function DarkBand({
  as: Tag = 'div',
  labelledBy,
  glow,
  className,
  children,
}: {
  as?: 'div' | 'section'
  /** The id of the heading that names a section. */
  labelledBy?: string
  glow: string
  className?: string
  children: ReactNode
}) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={cn('on-dark relative overflow-hidden bg-navy-950 text-white', className)}
    >
      <div aria-hidden="true" className={cn('absolute inset-0', glow)} />
      {children}
    </Tag>
  )
}
