'use client'

import { ErrorView } from '@/components/layout/error-view'
import './globals.css'

/** Last resort when the root layout itself fails: it must bring its own <html> and <body>. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorView onRetry={reset} />
        </main>
      </body>
    </html>
  )
}
