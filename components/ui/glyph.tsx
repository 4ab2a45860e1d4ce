import type { ReactNode } from 'react'

/** How an outlined glyph is drawn: the pen's width and whether its ends and corners are round. */
export type Pen = { width: 1.5 | 2; cap?: 'round'; join?: 'round' }

/**
 * A small glyph on a 24-unit grid, drawn in the text colour, `size` pixels a side: outlined with
 * `pen`, filled (`filled`), both, or neither when its shapes carry their own paint. Decorative:
 * the control or text beside it says what it means.
 */
export function Glyph({
  size,
  pen,
  filled,
  className,
  children,
}: {
  size: number
  pen?: Pen
  filled?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : pen ? 'none' : undefined}
      stroke={pen ? 'currentColor' : undefined}
      strokeWidth={pen?.width}
      strokeLinecap={pen?.cap}
      strokeLinejoin={pen?.join}
      className={className}
    >
      {children}
    </svg>
  )
}
