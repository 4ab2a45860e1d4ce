// @vitest-environment jsdom
import { startCounter, withdrawCounter } from '@/lib/analytics/providers'

const URL_SEEN = 'https://www.coverbridge.example/pricing'

function scripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: script.src,
    attributes: Object.fromEntries(
      [...script.attributes]
        .filter((attribute) => attribute.name.startsWith('data-'))
        .map((attribute) => [attribute.name, attribute.value]),
    ),
  }))
}

afterEach(() => {
  document.head.replaceChildren()
  for (const name of ['plausible', 'umami', 'dataLayer', 'gtag'])
    Reflect.deleteProperty(window, name)
})

describe('Plausible', () => {
  it('loads its manual script with the domain, and queues calls for it with the sanitized URL', () => {
    const counter = startCounter({
      provider: 'plausible',
      id: 'coverbridge.example',
      script: 'https://plausible.io/js/script.manual.js',
    })
    counter.pageview(URL_SEEN)
    counter.event('add_to_cart', URL_SEEN)
    expect(scripts()).toEqual([
      {
        src: 'https://plausible.io/js/script.manual.js',
        attributes: { 'data-domain': 'coverbridge.example' },
      },
    ])
    expect(Reflect.get(window, 'plausible').q).toEqual([
      ['pageview', { u: URL_SEEN }],
      ['add_to_cart', { u: URL_SEEN }],
    ])
  })
})

describe('Umami', () => {
  it('loads without its own page views and sends, once loaded, the path with no referrer', () => {
    const counter = startCounter({
      provider: 'umami',
      id: '4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f',
      script: 'https://cloud.umami.is/script.js',
    })
    counter.pageview(URL_SEEN)
    expect(scripts()[0]?.attributes).toEqual({
      'data-website-id': '4f1c2a9e-3b5d-4c6e-8f70-1a2b3c4d5e6f',
      'data-auto-track': 'false',
    })
    const sent: unknown[] = []
    const base = { hostname: 'www.coverbridge.example', url: '/pricing?q=secret', referrer: 'x' }
    Reflect.set(window, 'umami', {
      track: (payload: (props: object) => object) => sent.push(payload(base)),
    })
    document.querySelector('script')?.dispatchEvent(new Event('load'))
    counter.event('search', URL_SEEN)
    expect(sent).toEqual([
      { hostname: 'www.coverbridge.example', url: '/pricing', referrer: '' },
      { hostname: 'www.coverbridge.example', name: 'search', url: '/pricing', referrer: '' },
    ])
  })
})

describe('GA4', () => {
  it("gives Consent Mode v2's signals before anything else, with advertising denied, and no automatic page view", () => {
    const counter = startCounter({
      provider: 'ga4',
      id: 'G-AB12CD34EF',
      script: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    })
    counter.pageview(URL_SEEN)
    const layer = (Reflect.get(window, 'dataLayer') as IArguments[]).map((args) => [...args])
    expect(layer.slice(0, 2)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ])
    expect(layer.slice(3)).toEqual([
      ['config', 'G-AB12CD34EF', { send_page_view: false }],
      ['event', 'page_view', { page_location: URL_SEEN, page_referrer: '' }],
    ])
    withdrawCounter()
    expect([...(Reflect.get(window, 'dataLayer') as IArguments[]).at(-1)!]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ])
    // Allowed again in the same page: granted again before the next page view.
    counter.resume()
    counter.pageview(URL_SEEN)
    expect(
      (Reflect.get(window, 'dataLayer') as IArguments[]).slice(-2).map((args) => [...args]),
    ).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['event', 'page_view', { page_location: URL_SEEN, page_referrer: '' }],
    ])
  })

  it("withdrawing clears GA4's cookies and leaves the site's own", () => {
    document.cookie = '_ga=GA1.1.123.456; path=/'
    document.cookie = '_ga_AB12CD34EF=GS1.1; path=/'
    document.cookie = '_gid=GA1.1.9; path=/'
    document.cookie = 'site_pref=1; path=/'
    withdrawCounter()
    expect(document.cookie).toBe('site_pref=1')
  })
})
