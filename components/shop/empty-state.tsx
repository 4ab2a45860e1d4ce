import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { cn } from '@/lib/cn'

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
 * A saved list with nothing to show yet, or nothing at all: `children` is the message the empty
 * list shows. Until the browser's copy has been read (`loading`) a status covers that message,
 * which holds its place unseen. A script in the page (StoredItemsHint) marks the document before
 * the first paint: with saved items, the status keeps a screen's height, so the footer stays
 * below the fold while the list fills in; with none, the message itself is drawn from the first
 * paint and the status is left out (app/globals.css). Read and empty, the same elements stay, the
 * status goes: the first paint already showed what the page shows. Without that script (no
 * JavaScript) the status shows. When reading the list failed (`failure`), the status says so and
 * offers a retry.
 */
export function SavedListState({
  label,
  loading,
  failure,
  children,
}: {
  label: string
  loading: boolean
  failure?: LoadFailure | null
  children: ReactNode
}) {
  const state = failure ? 'failed' : loading ? 'loading' : 'empty'
  return (
    <div className={cn('relative', state !== 'empty' && 'min-h-48')} data-saved-list={state}>
      {/* Hidden, it only holds the space: nothing in it can be focused or read out. */}
      <div className={state === 'empty' ? undefined : 'invisible'} data-saved-list-empty="">
        {children}
      </div>
      {state === 'empty' ? null : (
        <div
          role="status"
          data-saved-list-status=""
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
      )}
    </div>
  )
}
