'use client'

import { useState, type ComponentProps } from 'react'
import { TextField } from '@/components/ui/form-field'
import { Glyph } from '@/components/ui/glyph'

/** Password input with a show/hide toggle that keeps its own accessible state. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="inline-flex size-10 items-center justify-center rounded-control text-muted hover:text-ink"
        >
          <Glyph size={20} pen={{ width: 1.5 }}>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </Glyph>
        </button>
      }
    />
  )
}
