// @vitest-environment node
import { integrationHosts, readAnalytics, readNewsletter } from '@/lib/integrations.mjs'
import { buildPolicy } from '@/scripts/lib/export/csp.mjs'

describe('readAnalytics', () => {
  it('is null without a provider, whatever else is set', () => {
    expect(readAnalytics({})).toBeNull()
    expect(readAnalytics({ NEXT_PUBLIC_ANALYTICS_ID: 'G-AB12CD34EF' })).toBeNull()
  })

  it('reads each provider, with the hosted script when none is given', () => {
    expect(
      readAnalytics({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        NEXT_PUBLIC_ANALYTICS_ID: 'coverbridge.example',
      }),
    ).toEqual({
      provider: 'plausible',
      id: 'coverbridge.example',
      script: 'https://plausible.io/js/script.manual.js',
    })
    expect(
      readAnalytics({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
        NEXT_PUBLIC_ANALYTICS_ID: '4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f',
        NEXT_PUBLIC_ANALYTICS_SCRIPT: ' https://stats.coverbridge.example/script.js ',
      }),
    ).toEqual({
      provider: 'umami',
      id: '4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f',
      script: 'https://stats.coverbridge.example/script.js',
    })
    expect(
      readAnalytics({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'ga4',
        NEXT_PUBLIC_ANALYTICS_ID: 'G-AB12CD34EF',
        NEXT_PUBLIC_ANALYTICS_SCRIPT: 'https://ignored.example/x.js',
      }),
    ).toEqual({
      provider: 'ga4',
      id: 'G-AB12CD34EF',
      script: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    })
  })

  it('refuses an unknown provider, a wrong id and a script that is not https, naming the variable', () => {
    expect(() => readAnalytics({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'matomo' })).toThrow(
      'NEXT_PUBLIC_ANALYTICS_PROVIDER "matomo" is not one we know; use plausible, umami, ga4 or leave it unset',
    )
    expect(() => readAnalytics({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'ga4' })).toThrow(
      'NEXT_PUBLIC_ANALYTICS_ID is unset; it must be the measurement id, e.g. "G-AB12CD34EF"',
    )
    expect(() =>
      readAnalytics({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        NEXT_PUBLIC_ANALYTICS_ID: '"><script>',
      }),
    ).toThrow(
      'NEXT_PUBLIC_ANALYTICS_ID ""><script>" is not the site\'s domain as Plausible knows it, e.g. "coverbridge.example"',
    )
    expect(() =>
      readAnalytics({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        NEXT_PUBLIC_ANALYTICS_ID: 'coverbridge.example',
        NEXT_PUBLIC_ANALYTICS_SCRIPT: 'http://stats.example/js/script.manual.js',
      }),
    ).toThrow(
      'NEXT_PUBLIC_ANALYTICS_SCRIPT must start with https:// ("http://stats.example/js/script.manual.js")',
    )
  })
})

describe('readNewsletter', () => {
  it('is null without a provider', () => {
    expect(readNewsletter({ NEXT_PUBLIC_NEWSLETTER_URL: 'https://x.example' })).toBeNull()
  })

  it("takes Buttondown's form action and Mailchimp's /subscribe/post address", () => {
    expect(
      readNewsletter({
        NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'buttondown',
        NEXT_PUBLIC_NEWSLETTER_URL: 'https://buttondown.com/api/emails/embed-subscribe/coverbridge',
      }),
    ).toEqual({
      provider: 'buttondown',
      url: 'https://buttondown.com/api/emails/embed-subscribe/coverbridge',
    })
    expect(() =>
      readNewsletter({
        NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'mailchimp',
        NEXT_PUBLIC_NEWSLETTER_URL: 'https://coverbridge.us1.list-manage.com/subscribe?u=1&id=2',
      }),
    ).toThrow(/^NEXT_PUBLIC_NEWSLETTER_URL must be Mailchimp's form action/)
    expect(() => readNewsletter({ NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'mailchimp' })).toThrow(
      "NEXT_PUBLIC_NEWSLETTER_URL is unset; it must be the action of the form in the provider's embed code",
    )
    expect(() => readNewsletter({ NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'convertkit' })).toThrow(
      'NEXT_PUBLIC_NEWSLETTER_PROVIDER "convertkit" is not one we know; use buttondown, mailchimp or leave it unset',
    )
  })
})

describe('the policy of a build with providers', () => {
  it('without any, names no new host: the same policy as before', () => {
    expect(integrationHosts({})).toEqual({ scripts: [], connect: [], images: [] })
    expect(buildPolicy({ hosts: integrationHosts({}) })).toBe(buildPolicy())
  })

  it('allows exactly the hosts each provider reaches, in the directives it needs them in', () => {
    const policy = buildPolicy({
      hosts: integrationHosts({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
        NEXT_PUBLIC_ANALYTICS_ID: '4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f',
        NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'mailchimp',
        NEXT_PUBLIC_NEWSLETTER_URL: 'https://cb.us1.list-manage.com/subscribe/post?u=1&id=2',
      }),
    })
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1)
    expect(directive('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://cloud.umami.is',
      'https://cb.us1.list-manage.com',
    ])
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://api-gateway.umami.dev',
    ])
    expect(
      integrationHosts({
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'ga4',
        NEXT_PUBLIC_ANALYTICS_ID: 'G-AB12CD34EF',
        NEXT_PUBLIC_NEWSLETTER_PROVIDER: 'buttondown',
        NEXT_PUBLIC_NEWSLETTER_URL: 'https://buttondown.com/api/emails/embed-subscribe/cb',
      }),
    ).toEqual({
      scripts: ['https://www.googletagmanager.com'],
      connect: [
        'https://www.google-analytics.com',
        'https://region1.google-analytics.com',
        'https://analytics.google.com',
        'https://www.googletagmanager.com',
        'https://buttondown.com',
      ],
      images: [
        'https://www.google-analytics.com',
        'https://region1.google-analytics.com',
        'https://analytics.google.com',
        'https://www.googletagmanager.com',
      ],
    })
  })
})
