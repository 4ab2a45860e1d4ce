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
      {(
        [
          { mode: 'login', label: 'Login', variant: 'ghost' },
          { mode: 'register', label: 'Signup', variant: 'primary' },
        ] as const
      ).map((button) => (
        <button
          key={button.mode}
          type="button"
          onClick={() => setMode(button.mode)}
          className={buttonClasses(button.variant, 'sm')}
          aria-haspopup="dialog"
        >
          {button.label}
        </button>
      ))}
      {mode ? (
        <Suspense fallback={null}>
          <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
