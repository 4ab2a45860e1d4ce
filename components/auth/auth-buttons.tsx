'use client'

import { lazy, Suspense, useState } from 'react'
import { cn } from '@/lib/cn'
import { buttonClasses } from '@/components/ui/button-classes'
import type { AuthMode } from './auth-modal'

// The modal and its form code load on first use, not with the page.
const AuthModal = lazy(() => import('./auth-modal'))

/** 'Login' and 'Signup' controls of the alternate header. */
export function AuthButtons({ className, stacked }: { className?: string; stacked?: boolean }) {
  const [mode, setMode] = useState<AuthMode | null>(null)
  return (
    <div className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch', className)}>
      <button
        type="button"
        onClick={() => setMode('login')}
        className={buttonClasses('ghost', 'sm')}
        aria-haspopup="dialog"
      >
        Login
      </button>
      <button
        type="button"
        onClick={() => setMode('register')}
        className={buttonClasses('primary', 'sm')}
        aria-haspopup="dialog"
      >
        Signup
      </button>
      {mode ? (
        <Suspense fallback={null}>
          <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
