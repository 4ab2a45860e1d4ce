'use client'

import { ErrorView } from '@/components/layout/error-view'

export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main" className="flex-1">
      <ErrorView onRetry={reset} />
    </main>
  )
}
