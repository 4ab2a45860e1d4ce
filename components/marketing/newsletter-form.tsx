'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'

/**
 * The newsletter sign-up has no logic: submitting neither sends nor stores
 * anything and never reloads the page; it only clears the field and says so.
 */
export function NewsletterForm() {
  const [submitted, setSubmitted] = useState(false)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        event.currentTarget.reset()
        setSubmitted(true)
      }}
      className="space-y-3"
    >
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@agency.com"
        onChange={() => setSubmitted(false)}
      />
      <Button type="submit" className="w-full">
        Subscribe
      </Button>
      <p role="status" className="min-h-6 text-sm text-muted">
        {submitted
          ? 'Thanks for your interest. Sign-up opens soon; nothing was sent or stored.'
          : ''}
      </p>
    </form>
  )
}
