import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { firstLoadJs, gzipBytes, kb, scriptsOf } from '../../scripts/lib/export/export-size.mjs'
import { OUT } from './support/export'
import { waitForHydration } from './support/fixtures'
import { allPages } from './support/pages'
import { CHAT_OUT } from './support/chat-build'
import {
  ANALYTICS_BUDGET,
  budgetFor,
  CHAT_LAUNCHER_BUDGET,
  COOKIE_CHOICES_BUDGET,
  KB,
  NEWSLETTER_FORM_BUDGET,
} from './support/phone-fetches'

/**
 * Byte and request budgets, measured against a bare Next.js page (one h1, two paragraphs, no
 * client code) built with the same next, react and react-dom. `npm run bench` builds that page
 * and records its first-load JavaScript in bench/results.json; these budgets read it from there.
 */
const RESULTS = join(process.cwd(), 'bench', 'results.json')

function bareFirstLoadJs(): number {
  if (!existsSync(RESULTS)) throw new Error('bench/results.json is missing: run `npm run bench`')
  const results = JSON.parse(readFileSync(RESULTS, 'utf8')) as { bare?: { firstLoadJs?: number } }
  const bytes = results.bare?.firstLoadJs
  if (typeof bytes !== 'number' || bytes < 50 * KB) {
    throw new Error('bench/results.json has no bare-page row: run `npm run bench`')
  }
  return bytes
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

test.describe('first-load JavaScript against the bare page', () => {
  test('every page stays within its budget above the bare page', () => {
    const bare = bareFirstLoadJs()
    const over: string[] = []
    for (const route of allPages()) {
      const bytes: number = firstLoadJs(OUT, route)
      const { kind, aboveBare } = budgetFor(route)
      if (bytes - bare > aboveBare) {
        over.push(
          `${route} (${kind}): ${kb(bytes)} is ${kb(bytes - bare)} above the bare page (${kb(bare)}), budget ${kb(aboveBare)}`,
        )
      }
    }
    expect(over).toEqual([])
  })

  test('the budgets sort pages into the right kinds', () => {
    expect(budgetFor('/not-found').aboveBare).toBe(6 * KB)
    for (const route of [
      '/',
      '/pricing',
      '/termsofuse',
      '/blog',
      '/blog-details/3',
      '/blog/category/growth',
      '/faq',
    ]) {
      expect(budgetFor(route).aboveBare, route).toBe(12 * KB)
    }
    for (const route of [
      '/contact',
      '/shop',
      '/shop/category/books',
      '/shop/category/books/page/2',
      '/shop-details/7',
      '/cart',
      '/wishlist',
      '/checkout',
    ]) {
      expect(budgetFor(route).aboveBare, route).toBe(35 * KB)
    }
  })
})

test('no public page loads a byte of the CMS: nothing outside /admin names it', () => {
  const admin = join(OUT, 'admin')
  const naming = filesUnder(OUT)
    .filter((file) => !file.startsWith(`${admin}/`) && /\.(html|txt|js|json|xml|css)$/.test(file))
    // A path of this site ('/admin/...'), not another host's ('dashboard.example.com/admin/').
    .filter((file) => /(?<![\w.])\/admin\/|decap-cms/.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(OUT.length))
  expect(naming).toEqual([])
  for (const route of allPages()) {
    expect(
      scriptsOf(OUT, route).filter((src: string) => src.includes('/admin/')),
      route,
    ).toEqual([])
  }
  // The CMS is there, so the check above has something to miss.
  expect(existsSync(join(admin, 'decap-cms.js'))).toBe(true)
})

test.describe('the build with a chat portal id, analytics and a newsletter provider', () => {
  test.skip(
    !existsSync(join(CHAT_OUT, 'index.html')) && !process.env.CI,
    'no chat build in out-chat/: npm run build:e2e:chat',
  )
  /**
   * The pages that carry the newsletter box's form: the one that sends nothing in the build
   * without a provider (the blog's two lists share one module, so /blog-grid carries it too), the
   * subscribing one in this build.
   */
  const hasBox = (route: string) =>
    scriptsOf(OUT, route).some((file) =>
      readFileSync(file, 'utf8').includes('Sign-up opens soon; nothing was sent or stored.'),
    )
  const islands = (route: string) =>
    CHAT_LAUNCHER_BUDGET +
    COOKIE_CHOICES_BUDGET +
    ANALYTICS_BUDGET +
    (hasBox(route) ? NEWSLETTER_FORM_BUDGET : 0)

  test('every page carries at most their budget over the same page built without them', () => {
    const over: string[] = []
    const added: number[] = []
    for (const route of allPages()) {
      const more = firstLoadJs(CHAT_OUT, route) - firstLoadJs(OUT, route)
      added.push(more)
      if (more > islands(route)) {
        over.push(`${route}: ${kb(more)} more, budget ${kb(islands(route))}`)
      }
    }
    expect(over).toEqual([])
    // They are there: a build that lost them would pass the budget by carrying nothing.
    expect(Math.min(...added)).toBeGreaterThan(1.5 * KB)
    expect(allPages().filter(hasBox).length).toBeGreaterThan(3)
  })

  test('every page stays within its kind’s budget and theirs above the bare page', () => {
    const bare = bareFirstLoadJs()
    const over: string[] = []
    for (const route of allPages()) {
      const bytes: number = firstLoadJs(CHAT_OUT, route)
      const { kind, aboveBare } = budgetFor(route)
      if (bytes - bare > aboveBare + islands(route)) {
        over.push(`${route} (${kind}): ${kb(bytes - bare)} above the bare page`)
      }
    }
    expect(over).toEqual([])
  })
})

test('no image in the export is larger than 150 KB', () => {
  const large = filesUnder(OUT)
    .filter((file) => /\.(png|jpe?g|webp|gif|svg|avif)$/i.test(file))
    .filter((file) => statSync(file).size > 150 * KB)
    .map((file) => `${file.slice(OUT.length)}: ${kb(statSync(file).size)}`)
  expect(large).toEqual([])
})

test('all CSS together is below 30 KB gzipped', () => {
  const css = filesUnder(join(OUT, '_next')).filter((file) => file.endsWith('.css'))
  const total = css.reduce((sum, file) => sum + (gzipBytes(file) as number), 0)
  expect(total, kb(total)).toBeLessThan(30 * KB)
})

// What a phone fetches at and after the load of each page is checked in the page sweep
// (a11y.spec.ts), on the same page load as its other checks.

test.describe('hydration waits for the first paint', () => {
  // A phone-sized viewport, as in the benchmark.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

  for (const route of ['/', '/faq', '/shop', '/checkout', '/not-found']) {
    test(`${route}: no client script runs before the first contentful paint`, async ({ page }) => {
      // Records when the first client script runs: every chunk starts by reading webpack's queue.
      await page.addInitScript(() => {
        const seen = window as unknown as { firstClientScript?: number }
        let queue: unknown
        const note = () => {
          seen.firstClientScript ??= performance.now()
        }
        Object.defineProperty(window, 'webpackChunk_N_E', {
          configurable: true,
          get: () => (note(), queue),
          set: (value) => {
            note()
            queue = value
          },
        })
      })
      // A slow render-blocking stylesheet, put into the page's head for this test (the site's own
      // stylesheet is inline), holds the first paint back well after the scripts have arrived: a
      // script that runs as soon as it arrives would run first.
      await page.route(
        (url) => url.pathname === new URL(route, 'http://x').pathname,
        async (request) => {
          const response = await request.fetch()
          const html = (await response.text()).replace(
            '</head>',
            '<link rel="stylesheet" href="/slow-first-paint.css"/></head>',
          )
          await request.fulfill({ response, body: html })
        },
      )
      await page.route('**/slow-first-paint.css', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        await request.fulfill({ contentType: 'text/css', body: '' })
      })
      await page.goto(route)
      await waitForHydration(page)
      const { firstScript, firstPaint } = await page.evaluate(() => ({
        firstScript: (window as unknown as { firstClientScript?: number }).firstClientScript,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }))
      expect(firstPaint, 'the first contentful paint').toBeGreaterThan(1_000)
      expect(firstScript, 'the first client script').toBeGreaterThanOrEqual(firstPaint ?? Infinity)
    })
  }
})

test.describe('startup code is compiled off the main thread', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n'

  test('every script a page starts with opens with the compile hint', () => {
    const unhinted = new Set<string>()
    for (const route of allPages()) {
      const files: string[] = scriptsOf(OUT, route)
      expect(files.length, route).toBeGreaterThan(3)
      for (const file of files) {
        if (!readFileSync(file, 'utf8').startsWith(HINT)) unhinted.add(file.slice(OUT.length))
      }
    }
    expect([...unhinted]).toEqual([])
  })

  test('code loaded on first use carries no hint: it stays lazily compiled', () => {
    // Webpack names the chunks it loads on demand by number and hash ("4454.3e8e….js").
    const lazy = readdirSync(join(OUT, '_next', 'static', 'chunks')).filter((name) =>
      /^\d+\.[0-9a-f]+\.js$/.test(name),
    )
    expect(lazy.length).toBeGreaterThan(5)
    const startup = new Set(
      allPages().flatMap((route) =>
        (scriptsOf(OUT, route) as string[]).map((f) => f.slice(OUT.length)),
      ),
    )
    const hinted = lazy.filter(
      (name) =>
        startup.has(`/_next/static/chunks/${name}`) ||
        readFileSync(join(OUT, '_next', 'static', 'chunks', name), 'utf8').startsWith(HINT),
    )
    expect(hinted).toEqual([])
  })
})

test.describe('the router payload comes from its own file', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

  const PAYLOAD_OF: Record<string, string> = {
    '/': '/index.txt',
    '/faq': '/faq.txt',
    '/shop': '/shop.txt',
    '/blog-details/1': '/blog-details/1.txt',
    '/no-such-page': '/_not-found.txt',
  }

  for (const [route, payload] of Object.entries(PAYLOAD_OF)) {
    test(`${route}: the HTML is the page without the payload, which hydration fetches`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const fetched: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('.txt')) fetched.push(new URL(request.url()).pathname)
      })
      const response = await page.goto(route)
      const html = (await response?.text()) ?? ''
      expect(html).not.toMatch(/<script>\(?self\.__next_f/)
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${payload}"/>`,
      )
      await waitForHydration(page)
      // One download: the boot script's fetch is served by the preload.
      expect(fetched).toEqual([payload])
      expect(errors).toEqual([])
    })
  }

  test('a dropped payload is fetched again; a page that cannot get it stays readable', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    let failures = 1
    const asked: number[] = []
    await page.route('**/faq.txt', (route) => {
      asked.push(Date.now())
      return failures-- > 0 ? route.abort('internetdisconnected') : route.fallback()
    })
    await page.clock.install()
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The preload fails, so the first fetch does; only the retry 2 s later brings hydration.
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1)
    await page.clock.runFor(2_000)
    await waitForHydration(page)
    expect(errors).toEqual([])

    // Three tries in all: the first fetch reads the failed preload (the first request seen here),
    // the two retries 2 s and 4 s later go to the network; then nothing more.
    failures = Infinity
    asked.length = 0
    await page.goto('/faq')
    await page.clock.runFor(10_000)
    await expect.poll(() => asked.length).toBe(3)
    await page.clock.runFor(30_000)
    expect(asked).toHaveLength(3)
    // Not hydrated, yet every text is there and links are plain links.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(errors).toEqual([])
  })
})
