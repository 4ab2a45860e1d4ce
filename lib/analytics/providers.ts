import type { AnalyticsConfig } from '@/lib/integrations.mjs'
import type { CountedEvent } from './events'

/**
 * One provider, started: a page view of a (sanitized) URL, an event named on that URL, and its
 * consent given back after a withdrawal in the same page (the visitor allowed analytics again).
 */
export type Counter = {
  pageview(url: string): void
  event(name: CountedEvent, url: string): void
  resume(): void
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] }
type UmamiPayload = Record<string, unknown>
type AnalyticsWindow = Window & {
  plausible?: Queue
  umami?: { track(payload: string | ((props: UmamiPayload) => UmamiPayload), data?: object): void }
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
}

function addScript(src: string, attributes: Record<string, string>, onload?: () => void) {
  const script = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  script.async = true
  script.src = src
  if (onload) script.addEventListener('load', onload)
  document.head.append(script)
}

/**
 * Plausible's manual script (script.manual.js): it counts only what it is asked to, and reads the
 * calls queued before it arrived. It sets no cookie.
 */
function plausible({ id, script }: AnalyticsConfig, win: AnalyticsWindow): Counter {
  const queue: Queue = (...args) => (queue.q ??= []).push(args)
  win.plausible ??= queue
  addScript(script, { 'data-domain': id })
  const send = (name: string, url: string) => win.plausible?.(name, { u: url })
  return { pageview: (url) => send('pageview', url), event: send, resume: () => {} }
}

/**
 * Umami with its own page views off (data-auto-track="false"): each one is sent with the
 * sanitized URL and no referrer. Calls made before its script has run wait for it. No cookie.
 */
function umami({ id, script }: AnalyticsConfig, win: AnalyticsWindow): Counter {
  const pending: (() => void)[] = []
  const call = (send: () => void) => (win.umami ? send() : pending.push(send))
  addScript(script, { 'data-website-id': id, 'data-auto-track': 'false' }, () => {
    for (const send of pending.splice(0)) send()
  })
  const path = (url: string) => new URL(url).pathname
  return {
    pageview: (url) =>
      call(() => win.umami?.track((props) => ({ ...props, url: path(url), referrer: '' }))),
    event: (name, url) =>
      call(() => win.umami?.track((props) => ({ ...props, name, url: path(url), referrer: '' }))),
    resume: () => {},
  }
}

/**
 * Google Analytics 4 through gtag.js, with Consent Mode v2's signals: everything denied by
 * default, then analytics storage granted (it only ever loads once the visitor allowed analytical
 * cookies); advertising storage, user data and personalisation stay denied, since the site never
 * asks for them. Its own page views are off: each is sent with the sanitized URL.
 */
function ga4({ id, script }: AnalyticsConfig, win: AnalyticsWindow): Counter {
  const layer = (win.dataLayer ??= [])
  // gtag.js reads the arguments objects themselves from the data layer, not arrays.
  const gtag = (win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
    layer.push(arguments)
  })
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
  const grant = () => gtag('consent', 'update', { analytics_storage: 'granted' })
  grant()
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false })
  addScript(script, {})
  return {
    pageview: (url) => gtag('event', 'page_view', { page_location: url, page_referrer: '' }),
    event: (name, url) => gtag('event', name, { page_location: url }),
    // Withdrawn, then allowed again before the next page: gtag.js is told as it was at the start.
    resume: grant,
  }
}

const PROVIDERS = { plausible, umami, ga4 }

/**
 * Loads the provider's script and returns what counts through it. A build knows its provider
 * (COVERBRIDGE_ANALYTICS_PROVIDER, next.config.mjs): the bundler keeps only that one's code.
 */
export function startCounter(config: AnalyticsConfig, win: Window = window): Counter {
  const built = process.env.COVERBRIDGE_ANALYTICS_PROVIDER
  const start =
    built === 'plausible'
      ? plausible
      : built === 'umami'
        ? umami
        : built === 'ga4'
          ? ga4
          : PROVIDERS[config.provider]
  return start(config, win)
}

/**
 * Tells a provider already running in this page that analytical cookies were withdrawn (GA4's
 * consent signal; the others keep nothing), and clears the cookies it set on the site's own
 * domain: GA4's _ga, _ga_<id>, _gid and _gat*. Plausible and Umami set none.
 */
export function withdrawCounter(win: Window = window): void {
  const { gtag } = win as AnalyticsWindow
  gtag?.('consent', 'update', { analytics_storage: 'denied' })
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => /^(_ga|_ga_[A-Z0-9]+|_gid|_gat.*)$/.test(name))
  if (!names.length) return
  // A cookie goes only when cleared for the domain it was set for: gtag.js sets it for the
  // widest domain it may (example.com from www.example.com), so try each of them.
  const labels = win.location.hostname.split('.')
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, at) => `; domain=.${labels.slice(at).join('.')}`),
  ]
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`
    }
  }
}
