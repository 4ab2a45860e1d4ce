'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'

/**
 * The newsletter box has no logic (spec §2 Reusable blocks): submitting never reloads the page or
 * sends anything; it only says so.
 */
export function NewsletterBox() {
  const [sent, setSent] = useState(false)
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-card border border-line bg-surface-alt p-6 sm:p-10"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-end">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
            Newsletter
          </p>
          <h2 id="newsletter-heading" className="mt-2 text-3xl font-bold text-ink">
            One useful email a month for producers
          </h2>
          <p className="mt-3 text-muted">
            Market appetite changes, compliance reminders and quoting tips from our underwriting and
            client success teams. No sales pitches.
          </p>
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setSent(true)
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label="Work email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@agency.com"
            className="flex-1"
          />
          <Button type="submit" size="md">
            Subscribe
          </Button>
        </form>
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-muted">
        {sent ? 'Thanks! Sign-up is not active on this demo site, so nothing was sent.' : ''}
      </p>
    </section>
  )
}
