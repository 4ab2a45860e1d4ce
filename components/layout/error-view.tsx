import { buttonClasses } from '@/components/ui/button-classes'
import { withBase } from '@/lib/paths'

/** What any error boundary shows: the spec's heading and a way back. Plain anchors: the router may be what broke. */
export function ErrorView({ onRetry }: { onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold text-ink md:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">
        Something went wrong while showing this page. Your cart and wishlist are safe.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClasses('outline')}>
            Try again
          </button>
        ) : null}
        {/* A full page load on purpose: the client router may be what failed. */}
        <a href={withBase('/')} className={buttonClasses('primary')}>
          Back to the home page
        </a>
      </div>
    </div>
  )
}
