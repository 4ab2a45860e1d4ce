'use client'

import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { Link } from '@/components/ui/link'
import type { NewsletterCopy } from '@/content/site/schema'
import { countEvent } from '@/lib/analytics/events'
import { cn } from '@/lib/cn'
import type { NewsletterConfig } from '@/lib/integrations.mjs'
import { subscribe, type SubscribeOutcome } from '@/lib/newsletter/subscribe'

const LABEL = 'Email address'

const MESSAGES = {
  subscribed: 'subscribed',
  sent: 'sent',
  already: 'alreadySubscribed',
  refused: 'refused',
  failed: 'failed',
} as const satisfies Record<SubscribeOutcome, keyof NewsletterCopy>

/**
 * The newsletter box's form in a build with a provider: the address goes to the provider's
 * embedded-form endpoint (lib/newsletter/subscribe.ts), which asks the visitor to confirm it by
 * e-mail (its double opt-in). The box says what came of it; the typed address stays in the field
 * until it has been sent, so a refusal or a failed connection loses nothing.
 */
export function NewsletterSubscribe({
  config,
  copy,
}: {
  config: NewsletterConfig
  copy: NewsletterCopy
}) {
  const [state, setState] = useState<SubscribeOutcome | 'sending' | null>(null)
  const [error, setError] = useState<string>()
  const busy = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A second press while one is being sent (a double click, Enter) sends nothing more.
    if (busy.current) return
    const form = event.currentTarget
    const field = form.elements.namedItem('email')
    if (!(field instanceof HTMLInputElement)) return
    busy.current = true
    setState('sending')
    try {
      // The site's one rule for an e-mail address, loaded with the first press.
      const { requiredEmail } = await import('@/lib/validation')
      const checked = requiredEmail(LABEL).safeParse(field.value)
      if (!checked.success) {
        setState(null)
        setError(checked.error.issues[0]?.message)
        field.focus()
        return
      }
      const outcome = await subscribe(config, checked.data)
      setState(outcome)
      if (outcome === 'subscribed' || outcome === 'sent') {
        form.reset()
        if (process.env.COVERBRIDGE_ANALYTICS === 'on') countEvent('newsletter_subscribe')
      }
    } catch {
      // Offline at the first press: the rule's code could not load, so nothing was sent.
      setState('failed')
    } finally {
      busy.current = false
    }
  }

  const good = state === 'subscribed' || state === 'sent'
  const bad = state === 'already' || state === 'refused' || state === 'failed'
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-busy={state === 'sending'}>
      <TextField
        label={LABEL}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@agency.com"
        error={error}
        onChange={() => {
          setError(undefined)
          if (state !== 'sending') setState(null)
        }}
      />
      <Button type="submit" className="w-full" aria-disabled={state === 'sending' || undefined}>
        Subscribe
      </Button>
      <p
        role="status"
        className={cn(
          'min-h-6 text-sm',
          good ? 'font-semibold text-success' : bad ? 'font-semibold text-danger' : 'text-muted',
        )}
      >
        {state === 'sending' ? copy.sending : state ? copy[MESSAGES[state]] : ''}
      </p>
      <p className="text-sm text-muted">
        {copy.notice}{' '}
        <Link href="/privacy#newsletter" className="font-semibold text-accent-strong underline">
          {copy.privacyLink}
        </Link>
      </p>
    </form>
  )
}
