import type { NewsletterConfig } from '@/lib/integrations.mjs'

/**
 * What a subscription came to, as far as a web page can know: the provider took the address
 * (`subscribed`), it reached the provider but the provider's answer cannot be read (`sent`), the
 * address is on the list already (`already`), the provider turned it down (`refused`: an address
 * it finds invalid, too many attempts), or the request never got an answer (`failed`).
 */
export type SubscribeOutcome = 'subscribed' | 'sent' | 'already' | 'refused' | 'failed'

/** How long an answer may take before the box says the address could not be sent. */
export const SUBSCRIBE_TIMEOUT_MS = 20_000

/**
 * Mailchimp's answer ({ result, msg }): its message is English prose with markup in it, so only
 * what it means is kept, never the text itself.
 */
export function readMailchimpAnswer(answer: unknown): SubscribeOutcome {
  if (typeof answer !== 'object' || answer === null) return 'failed'
  const { result, msg } = answer as { result?: unknown; msg?: unknown }
  if (result === 'success') return 'subscribed'
  if (result !== 'error') return 'failed'
  return typeof msg === 'string' && /already subscribed/i.test(msg) ? 'already' : 'refused'
}

let calls = 0

/**
 * Mailchimp's embedded form, asked the way its own embed script asks: the form's address with
 * /post-json for /post and a callback (JSONP). It is the one way its form endpoint tells a page
 * from another site what it did with the address: a plain post or fetch gets an answer the page
 * may not read. The hidden field its form carries against bots goes, empty, as there.
 */
function mailchimp(url: string, email: string): Promise<SubscribeOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url)
    target.pathname = target.pathname.replace(/\/subscribe\/post$/, '/subscribe/post-json')
    const u = target.searchParams.get('u')
    const id = target.searchParams.get('id')
    if (u && id) target.searchParams.set(`b_${u}_${id}`, '')
    target.searchParams.set('EMAIL', email)
    const callback = `coverbridgeNewsletter${Date.now()}${(calls += 1)}`
    target.searchParams.set('c', callback)
    const slots = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    let settled = false
    const done = (outcome: SubscribeOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      script.remove()
      // Left in place, a late answer finds a callback that does nothing, not a missing function.
      slots[callback] = () => undefined
      resolve(outcome)
    }
    const timer = setTimeout(() => done('failed'), SUBSCRIBE_TIMEOUT_MS)
    slots[callback] = (answer: unknown) => done(readMailchimpAnswer(answer))
    // The answer runs before its script's load event: a script that ran without calling back was
    // no answer of Mailchimp's (an error page, a proxy's).
    script.addEventListener('load', () => done('failed'))
    script.addEventListener('error', () => done('failed'))
    script.src = target.href
    document.head.append(script)
  })
}

/**
 * Buttondown's embedded form takes a plain form post and answers with a page of its own, which
 * a page from another site may not read (no CORS). So the post goes as the form's would, and all
 * that can be known is whether it reached Buttondown: its answer (taken, already subscribed,
 * invalid) stays unknown, and Buttondown's own e-mail tells the visitor.
 */
async function buttondown(url: string, email: string): Promise<SubscribeOutcome> {
  try {
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      body: new URLSearchParams({ email, embed: '1' }),
      signal: AbortSignal.timeout(SUBSCRIBE_TIMEOUT_MS),
    })
    return 'sent'
  } catch {
    return 'failed'
  }
}

/** Sends `email` to the build's newsletter provider; never throws. */
export function subscribe({ provider, url }: NewsletterConfig, email: string) {
  return provider === 'mailchimp' ? mailchimp(url, email) : buttondown(url, email)
}
