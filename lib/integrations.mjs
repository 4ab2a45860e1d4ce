// The analytics and newsletter providers a build is made with, read from its environment once and
// checked: next.config.mjs (which islands the build carries), scripts/check-env.mjs (a bad value
// stops the build before any page is made, naming the variable), scripts/postbuild.mjs (the hosts
// each page's policy allows) and the server components that hand the values to the islands. Plain
// JavaScript so that the build scripts read it too; types in integrations.d.mts.
import { GA4, PLAUSIBLE_HOSTED, UMAMI_CLOUD } from './third-party-origins.mjs'

export const ANALYTICS_PROVIDERS = ['plausible', 'umami', 'ga4']
export const NEWSLETTER_PROVIDERS = ['buttondown', 'mailchimp']

/** What each provider's id looks like; anything else would end up in a script's attributes. */
const IDS = {
  plausible: /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/,
  umami: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  ga4: /^G-[A-Z0-9]{4,16}$/,
}
const ID_EXAMPLES = {
  plausible: 'the site\'s domain as Plausible knows it, e.g. "coverbridge.example"',
  umami: 'the website id Umami shows, e.g. "4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f"',
  ga4: 'the measurement id, e.g. "G-AB12CD34EF"',
}
const DEFAULT_SCRIPTS = {
  plausible: `${PLAUSIBLE_HOSTED}/js/script.manual.js`,
  umami: `${UMAMI_CLOUD.script}/script.js`,
}

const value = (env, name) => env[name]?.trim() ?? ''

/** The provider a variable names: '' when unset; one of `known`, or the build stops. */
function chosen(env, name, known) {
  const provider = value(env, name)
  if (provider && !known.includes(provider)) {
    throw new Error(
      `${name} "${provider}" is not one we know; use ${known.join(', ')} or leave it unset`,
    )
  }
  return provider
}

/**
 * An address a provider may be reached at: https anywhere, plain http only on this machine (a
 * self-hosted instance in development, the tests' stand-ins).
 */
function providerUrl(name, text) {
  let url
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${name} is not a URL ("${text}")`)
  }
  const local = /^(localhost|127\.0\.0\.1)$/.test(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`${name} must start with https:// ("${text}")`)
  }
  return url
}

/**
 * The analytics provider of the build, or null (NEXT_PUBLIC_ANALYTICS_PROVIDER unset). Throws,
 * naming the variable, on a provider we do not know, a missing or malformed id, or a script
 * address that is not https.
 */
export function readAnalytics(env) {
  const provider = chosen(env, 'NEXT_PUBLIC_ANALYTICS_PROVIDER', ANALYTICS_PROVIDERS)
  if (!provider) return null
  const id = value(env, 'NEXT_PUBLIC_ANALYTICS_ID')
  if (!IDS[provider].test(id)) {
    throw new Error(
      `NEXT_PUBLIC_ANALYTICS_ID ${id ? `"${id}" is not` : 'is unset; it must be'} ${ID_EXAMPLES[provider]}`,
    )
  }
  if (provider === 'ga4') {
    return { provider, id, script: `${GA4.script}/gtag/js?id=${id}` }
  }
  const script = value(env, 'NEXT_PUBLIC_ANALYTICS_SCRIPT') || DEFAULT_SCRIPTS[provider]
  return { provider, id, script: providerUrl('NEXT_PUBLIC_ANALYTICS_SCRIPT', script).href }
}

/**
 * The newsletter provider of the build, or null (NEXT_PUBLIC_NEWSLETTER_PROVIDER unset). The URL
 * is the provider's embedded-form endpoint (its form's `action`): Mailchimp's must be the
 * `/subscribe/post?u=…&id=…` address its embed code gives.
 */
export function readNewsletter(env) {
  const provider = chosen(env, 'NEXT_PUBLIC_NEWSLETTER_PROVIDER', NEWSLETTER_PROVIDERS)
  if (!provider) return null
  const text = value(env, 'NEXT_PUBLIC_NEWSLETTER_URL')
  if (!text) {
    throw new Error(
      "NEXT_PUBLIC_NEWSLETTER_URL is unset; it must be the action of the form in the provider's embed code",
    )
  }
  const url = providerUrl('NEXT_PUBLIC_NEWSLETTER_URL', text)
  if (provider === 'mailchimp' && !/\/subscribe\/post$/.test(url.pathname)) {
    throw new Error(
      `NEXT_PUBLIC_NEWSLETTER_URL must be Mailchimp's form action, https://….list-manage.com/subscribe/post?u=…&id=… ("${text}")`,
    )
  }
  return { provider, url: url.href }
}

/**
 * The hosts a page of the build may reach for its analytics and newsletter, by policy directive:
 * none without either. Plausible and a self-hosted Umami send to the host of their script;
 * Mailchimp answers through a script (JSONP, the only way its embed endpoint tells a browser
 * whether it took the address); Buttondown takes a plain post.
 */
export function integrationHosts(env) {
  const hosts = { scripts: [], connect: [], images: [] }
  const analytics = readAnalytics(env)
  if (analytics?.provider === 'ga4') {
    hosts.scripts.push(GA4.script)
    hosts.connect.push(...GA4.connect)
    hosts.images.push(...GA4.connect)
  } else if (analytics) {
    const origin = new URL(analytics.script).origin
    hosts.scripts.push(origin)
    hosts.connect.push(origin === UMAMI_CLOUD.script ? UMAMI_CLOUD.connect : origin)
  }
  const newsletter = readNewsletter(env)
  if (newsletter) {
    const origin = new URL(newsletter.url).origin
    ;(newsletter.provider === 'mailchimp' ? hosts.scripts : hosts.connect).push(origin)
  }
  return {
    scripts: [...new Set(hosts.scripts)],
    connect: [...new Set(hosts.connect)],
    images: [...new Set(hosts.images)],
  }
}
