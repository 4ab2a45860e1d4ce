import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'

/** A saved list that could not be read: what went wrong and a way to try again. */
export type LoadFailure = { message: string; retry: () => void }

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

/**
 * What the server HTML shows until the browser's saved list has been read. It takes the size of
 * `reserve` (the empty state the list would show), so an empty list replaces it without moving
 * anything. When a script in the page found saved items before the first paint, it takes the
 * height of the screen instead (see StoredItemsHint), so the footer stays below the fold while
 * the list fills in. When reading the list failed (`failure`), it says so and offers a retry.
 */
export function LoadingState({
  label,
  reserve,
  failure,
}: {
  label: string
  reserve?: ReactNode
  failure?: LoadFailure | null
}) {
  return (
    <div className="relative min-h-48" data-reserve-for-items="">
      {reserve ? (
        // inert: the copy only holds the space; nothing in it can be focused or read out.
        <div inert className="invisible">
          {reserve}
        </div>
      ) : null}
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-card border border-line bg-surface-alt p-6 text-center text-muted"
      >
        {failure ? (
          <>
            <p className="text-ink">{failure.message}</p>
            <button
              type="button"
              className={buttonClasses('primary', 'sm')}
              onClick={failure.retry}
            >
              Try again
            </button>
          </>
        ) : (
          label
        )}
      </div>
    </div>
  )
}
