import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { GA4, PLAUSIBLE_HOSTED, UMAMI_CLOUD } from '../../lib/third-party-origins.mjs'
import { standInOrigin } from '../../scripts/lib/tools/provider-stand-ins.mjs'
import { htmlFileFor, scriptsOf } from '../../scripts/lib/export/export-size.mjs'
import { pageRoutes } from '../e2e/support/export'

// Analytics and the newsletter's provider, read from the exports without a browser: the test
// build (out/, made without NEXT_PUBLIC_ANALYTICS_* and NEXT_PUBLIC_NEWSLETTER_*) carries none of
// their code and its policies no host of theirs; the chat build (out-chat/, made with both
// pointing at the stand-ins) carries both and allows the stand-ins' origin on every page.
const OUT = join(process.cwd(), 'out')
const CHAT_OUT = join(process.cwd(), 'out-chat')
const STAND_IN = standInOrigin(Number(process.env.E2E_PORT ?? 4173))
const POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/

/** Text that only the analytics and newsletter-provider code holds (names, keys, words). */
const MARKERS = [
  'coverbridge:count',
  'coverbridge:cookie-choices-saved',
  'post-json',
  'coverbridgeNewsletter',
  'no-cors',
  'data-website-id',
  'data-domain',
  'send_page_view',
  'newsletter_subscribe',
  'add_to_cart',
  'order_placed',
  'contact_message_sent',
  'Sending your address',
]
const HOSTS = [
  new URL(PLAUSIBLE_HOSTED).hostname,
  new URL(UMAMI_CLOUD.script).hostname,
  new URL(UMAMI_CLOUD.connect).hostname,
  ...[GA4.script, ...GA4.connect].map((origin) => new URL(origin).hostname),
  STAND_IN,
]

/** Every file of the export but the CMS's (whose previews are a bundle of their own). */
function files(dir: string, within = ''): string[] {
  return readdirSync(join(dir, within)).flatMap((name) => {
    const path = join(within, name)
    if (path === 'admin' || path === 'pagefind') return []
    return statSync(join(dir, path)).isDirectory() ? files(dir, path) : [path]
  })
}
const textual = (path: string) => /\.(js|html|txt|json|css)$/.test(path)

describe('the test build, made without analytics or a newsletter provider', () => {
  const all = files(OUT).filter(textual)

  test('no file of it holds their code, their words or their hosts', () => {
    const found: string[] = []
    for (const path of all) {
      const text = readFileSync(join(OUT, path), 'utf8')
      for (const marker of [...MARKERS, ...HOSTS]) {
        if (text.includes(marker)) found.push(`${path}: ${marker}`)
      }
    }
    expect(all.length).toBeGreaterThan(200)
    expect(found).toEqual([])
  })

  test("no page's policy names another host than before, and the box says what it always said", () => {
    for (const route of pageRoutes()) {
      const html = readFileSync(htmlFileFor(OUT, route), 'utf8')
      const policy = POLICY.exec(html)?.[1] ?? ''
      const hosts = [...policy.matchAll(/https?:\/\/[^\s;]+/g)].map(([host]) => host)
      expect(hosts, route).toEqual(['https://api.emailjs.com', 'https://www.youtube-nocookie.com'])
      expect(html, route).not.toContain('name="referrer"')
    }
    const box = scriptsOf(OUT, '/blog')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(box).toContain('Sign-up opens soon; nothing was sent or stored.')
  })
})

describe.skipIf(!existsSync(join(CHAT_OUT, 'index.html')) && !process.env.CI)(
  'the chat build, made with analytics and a newsletter provider (the stand-ins)',
  () => {
    test("every page's policy allows the stand-ins' origin for scripts and connections, and sends only the origin as referrer", () => {
      for (const route of pageRoutes()) {
        const html = readFileSync(htmlFileFor(CHAT_OUT, route), 'utf8')
        const policy = POLICY.exec(html)?.[1] ?? ''
        const directive = (name: string) =>
          policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
        expect(directive('script-src').split(' '), route).toContain(STAND_IN)
        expect(directive('connect-src').split(' '), route).toContain(STAND_IN)
        expect(directive('img-src'), route).not.toContain(STAND_IN)
        expect(html, route).toContain('<meta name="referrer" content="strict-origin"/>')
      }
    })

    test('the analytics island starts with every page; the subscribing form only with the pages with the box', () => {
      const startup = (route: string) =>
        scriptsOf(CHAT_OUT, route)
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n')
      expect(startup('/pricing')).toContain('coverbridge:count')
      expect(startup('/pricing')).not.toContain('post-json')
      expect(startup('/blog')).toContain('post-json')
      // The form that sends nothing is imported by the box in every build, and so comes along
      // (about 0.3 KB): the bundler could leave out only one of the two.
    })
  },
)
