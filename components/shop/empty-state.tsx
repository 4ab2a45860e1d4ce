import type { ReactNode } from 'react'

/** An empty cart or wishlist: the spec's message and a way back to the shop. */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface-alt px-6 py-16 text-center">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-3 max-w-md text-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </div>
  )
}

/** What the server HTML shows until the browser's saved list has been read. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center rounded-card border border-line bg-surface-alt text-muted"
    >
      {label}
    </div>
  )
}
