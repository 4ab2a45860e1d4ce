// @vitest-environment jsdom
import {
  bootScript,
  firstScreenPhoto,
  hasInlinePayload,
  hydrateAfterPaint,
} from '@/scripts/lib/export/hydrate-after-paint.mjs'
import { withPolicyMeta, sha256 } from '@/scripts/lib/export/csp.mjs'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-1.js" async=""></script>',
  '<script src="/_next/static/chunks/app/page-1.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script></head>',
  '<body><h1>Title</h1><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"a"])</script></body></html>',
].join('')

/** The same page as Next writes it: an opening [0] push, then the payload in pieces. */
const withPayload = page.replace(
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
    '<script>self.__next_f.push([1,"0:[\\"$\\",\\"$1\\",null,{}]\\n"])</script>',
)
const PAYLOAD = { url: '/about-us.txt', text: '1:"$Sreact.fragment"\n0:["$","$1",null,{}]\n' }

const BOOT = /<script data-hydrate="after-paint">([\s\S]*?)<\/script>/

/** The page's client scripts as the boot script lists them: in their order, the bootstrap id kept. */
const SCRIPTS: ([string] | [string, string])[] = [
  ['/_next/static/chunks/framework-1.js'],
  ['/_next/static/chunks/app/page-1.js'],
  ['/_next/static/chunks/webpack-1.js', '_R_'],
]

describe('client scripts start after the first paint', () => {
  it('leaves no async client script tag: each becomes a low-priority preload', () => {
    const html = hydrateAfterPaint(page)
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(?!polyfills)/)
    const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    )
    // The runtime Next preloads already is not preloaded twice.
    expect(preloads).toEqual([
      '/_next/static/chunks/webpack-1.js',
      '/_next/static/chunks/framework-1.js',
      '/_next/static/chunks/app/page-1.js',
    ])
  })

  it('starts them from one boot script, in their order, keeping the bootstrap id', () => {
    const html = hydrateAfterPaint(page)
    const boot = BOOT.exec(html)?.[1]
    expect(boot).toBe(bootScript(SCRIPTS))
    // Where the last tag stood, before the router payload that follows it.
    expect(html).toContain('</script><script>self.__next_f.push([1,"a"])</script></body>')
  })

  it('keeps the nomodule polyfills and the inline payload as they were', () => {
    const html = hydrateAfterPaint(page)
    expect(html).toContain(
      '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>',
    )
    expect(html).toContain('<script>self.__next_f.push([1,"a"])</script>')
  })

  it('waits for the first contentful paint, with a timer and a hidden page as ways out', () => {
    const boot = bootScript([['/a.js']])
    expect(boot).toContain("getEntriesByName('first-contentful-paint')")
    expect(boot).toContain("document.visibilityState!=='visible'")
    expect(boot).toContain('setTimeout(go,3000)')
  })

  it('changes nothing on a second run or on a page without client scripts', () => {
    const once = hydrateAfterPaint(page)
    expect(hydrateAfterPaint(once)).toBe(once)
    const plain = '<html><head></head><body><p>x</p></body></html>'
    expect(hydrateAfterPaint(plain)).toBe(plain)
  })

  it('has its boot script allowed by the page policy', () => {
    const html = hydrateAfterPaint(page)
    const { policy } = withPolicyMeta(html)
    expect(policy).toContain(`'sha256-${sha256(BOOT.exec(html)?.[1] ?? '')}'`)
  })
})

describe('the router payload', () => {
  it('leaves the page when the export holds the same text, preloaded in its place', () => {
    const html = hydrateAfterPaint(withPayload, PAYLOAD)
    expect(html).not.toContain('__next_f.push')
    expect(hasInlinePayload(withPayload)).toBe(true)
    expect(hasInlinePayload(html)).toBe(false)
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/about-us.txt"/></head>',
    )
    expect(BOOT.exec(html)?.[1]).toBe(bootScript(SCRIPTS, '/about-us.txt'))
    expect(hydrateAfterPaint(html, PAYLOAD)).toBe(html)
  })

  it('stays inline when the file differs by a byte, or is missing', () => {
    for (const payload of [{ ...PAYLOAD, text: PAYLOAD.text + ' ' }, undefined]) {
      const html = hydrateAfterPaint(withPayload, payload)
      expect(hasInlinePayload(html)).toBe(true)
      expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
      expect(html).not.toContain('as="fetch"')
      expect(BOOT.exec(html)?.[1]).not.toContain('.txt')
    }
  })

  it('stays inline when the pushes are not an opening [0] and text pieces', () => {
    const formState = withPayload.replace(
      '</body>',
      '<script>self.__next_f.push([3,"x"])</script></body>',
    )
    expect(hydrateAfterPaint(formState, PAYLOAD)).toContain('push([3,"x"])')
    const noOpening = withPayload.replace(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '',
    )
    expect(hydrateAfterPaint(noOpening, PAYLOAD)).toContain('__next_f.push([1,')
  })

  it('has the page policy allow the boot script that fetches it', () => {
    const html = hydrateAfterPaint(withPayload, PAYLOAD)
    const { policy } = withPolicyMeta(html)
    expect(policy).toContain(`'sha256-${sha256(BOOT.exec(html)?.[1] ?? '')}'`)
    expect(policy).toMatch(/connect-src 'self'/)
  })
})

/** A page whose first screen is a photo, its inline CSS with a web font and a local face. */
const WEB_FONT =
  '@font-face{font-family:inter;src:url(/_next/static/media/i.woff2) format("woff2");font-display:swap}'
const LOCAL_FACE = '@font-face{font-family:Inter fallback;src:local(Arial);size-adjust:107.89%}'
const photoPage = withPayload
  .replace(
    '<h1>Title</h1>',
    '<h1>Title</h1><picture><img alt="" loading="eager" fetchPriority="high" src="/_img/p-1-752.jpg"/></picture>',
  )
  .replace(
    '<meta charSet="utf-8"/>',
    `<meta charSet="utf-8"/><style>${WEB_FONT}${LOCAL_FACE}body{margin:0}</style>`,
  )

describe('a page whose first screen is a photo', () => {
  it('is told from a page whose first picture is an SVG in the HTML, or lazy', () => {
    expect(firstScreenPhoto(photoPage)).toBe(true)
    const svg = photoPage.replace('src="/_img/p-1-752.jpg"', 'src="data:image/svg+xml,x"')
    expect(firstScreenPhoto(svg)).toBe(false)
    const lazy = photoPage.replace('loading="eager" fetchPriority="high"', 'loading="lazy"')
    expect(firstScreenPhoto(lazy)).toBe(false)
  })

  it('is the only kind of page whose boot script carries the wait for a photo', () => {
    const scripts: [string][] = [['/_next/static/chunks/a.js']]
    expect(bootScript(scripts, '/about-us.txt', { held: true })).toContain('fetchAll')
    expect(bootScript(scripts, '/about-us.txt')).not.toMatch(/fetchAll|_img/)
    expect(bootScript(scripts)).not.toMatch(/fetchAll|_img/)
  })

  it('preloads nothing in its HTML: the boot script holds the downloads for the photo', () => {
    const html = hydrateAfterPaint(photoPage, PAYLOAD)
    // Not even the runtime Next preloads itself (3 KB); the payload is still outlined.
    expect(html).not.toContain('<link rel="preload"')
    expect(hasInlinePayload(html)).toBe(false)
    expect(BOOT.exec(html)?.[1]).toBe(
      bootScript(SCRIPTS, '/about-us.txt', { held: true, fonts: WEB_FONT }),
    )
    const { policy } = withPolicyMeta(html)
    expect(policy).toContain(`'sha256-${sha256(BOOT.exec(html)?.[1] ?? '')}'`)
  })
})

describe("a page's web font", () => {
  const plain = photoPage.replace('fetchPriority="high"', 'loading="lazy"')

  it('leaves the inline CSS for the boot script, the local faces stay, a <noscript> copy loads it without JavaScript', () => {
    for (const page of [photoPage, plain]) {
      const html = hydrateAfterPaint(page, PAYLOAD)
      expect(html).toContain(`<style>${LOCAL_FACE}body{margin:0}</style>`)
      expect(html).toContain(`<noscript><style>${WEB_FONT}</style></noscript></head>`)
      expect(html.split(WEB_FONT)).toHaveLength(2)
      expect(BOOT.exec(html)?.[1]).toContain(JSON.stringify(WEB_FONT))
    }
    expect(BOOT.exec(hydrateAfterPaint(plain, PAYLOAD))?.[1]).toBe(
      bootScript(SCRIPTS, '/about-us.txt', { fonts: WEB_FONT }),
    )
  })

  it('is not written into a page without a web font, nor into one without client scripts', () => {
    const local = plain.replace(WEB_FONT, '')
    const html = hydrateAfterPaint(local, PAYLOAD)
    expect(html).not.toContain('<noscript>')
    expect(BOOT.exec(html)?.[1]).not.toContain('font-face')
    const still = plain.replace(/<script src="[^"]*"(?: id="[^"]*")? async=""><\/script>/g, '')
    expect(hydrateAfterPaint(still, PAYLOAD)).toBe(still)
  })
})

describe("a held page's other photos", () => {
  const THUMB =
    '<picture><source type="image/avif" srcSet="/_img/t-1-96.avif 96w, /_img/t-1-400.avif 400w" sizes="33vw"/>' +
    '<img alt="" loading="lazy" src="/_img/t-1-400.jpg" srcSet="/_img/t-1-96.jpg 96w, /_img/t-1-400.jpg 400w" sizes="33vw"/></picture>'
  const SVG_PICTURE =
    '<picture><img alt="" loading="lazy" src="/images/a.svg" sizes="33vw"/></picture>'
  const withThumb = photoPage.replace('</picture>', `</picture>${THUMB}${SVG_PICTURE}`)

  it('are drawn from their smallest variant until the photo is in, their srcset whole', () => {
    const html = hydrateAfterPaint(withThumb, PAYLOAD)
    expect(html).toContain(THUMB.replaceAll(' sizes="33vw"', ' sizes="1px" data-sizes="33vw"'))
    // The first-screen photo and a picture of a file that is not a photo are as they were.
    expect(html).toContain(
      '<picture><img alt="" loading="eager" fetchPriority="high" src="/_img/p-1-752.jpg"/></picture>',
    )
    expect(html).toContain(SVG_PICTURE)
  })

  it('keep their sizes on a page without a first-screen photo', () => {
    const plain = withThumb.replace('fetchPriority="high"', 'loading="lazy"')
    expect(hydrateAfterPaint(plain, PAYLOAD)).not.toContain('data-sizes')
  })
})

describe('the boot script in a page', () => {
  function run(
    visibility: 'visible' | 'hidden',
    paintTiming: boolean,
    payload?: string,
    held = false,
    fonts = '',
  ) {
    document.head.innerHTML = ''
    delete (window as { __next_f?: unknown }).__next_f
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
    const observers: ((
      list: { getEntriesByName: (name: string) => unknown[] },
      o: unknown,
    ) => void)[] = []
    const Observer = vi.fn(function (this: { observe: () => void; disconnect: () => void }, cb) {
      observers.push(cb)
      this.observe = () => undefined
      this.disconnect = () => undefined
    }) as unknown as typeof PerformanceObserver & { supportedEntryTypes: string[] }
    Observer.supportedEntryTypes = paintTiming ? ['paint'] : []
    vi.stubGlobal('PerformanceObserver', Observer)
    new Function(
      bootScript([['/_next/static/chunks/a.js'], ['/_next/static/chunks/b.js', '_R_']], payload, {
        held,
        fonts,
      }),
    )()
    const added = () =>
      [...document.head.querySelectorAll('script')].map((script) => [
        script.getAttribute('src'),
        script.id,
      ])
    const paint = (name: string) =>
      observers.forEach((cb) =>
        cb({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} }),
      )
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [
        link.getAttribute('as'),
        link.getAttribute('href'),
        link.getAttribute('crossorigin'),
      ])
    const styles = () =>
      [...document.head.querySelectorAll('style')].map((style) => style.textContent)
    return { added, paint, preloads, styles }
  }

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('adds nothing before the first contentful paint, everything once, after it', () => {
    const { added, paint } = run('visible', true)
    expect(added()).toEqual([])
    paint('first-paint')
    expect(added()).toEqual([])
    paint('first-contentful-paint')
    expect(added()).toEqual([
      ['/_next/static/chunks/a.js', ''],
      ['/_next/static/chunks/b.js', '_R_'],
    ])
    paint('first-contentful-paint')
    vi.advanceTimersByTime(5000)
    expect(added()).toHaveLength(2)
  })

  it('draws the blocks below the first screen once the client code has started and the browser is idle', () => {
    const drawn = () => document.documentElement.hasAttribute('data-drawn')
    document.documentElement.removeAttribute('data-drawn')
    const { paint } = run('visible', true)
    vi.advanceTimersByTime(2000)
    expect(drawn()).toBe(false)
    paint('first-contentful-paint')
    expect(drawn()).toBe(false)
    // Without requestIdleCallback (Safari), half a second after the scripts.
    vi.advanceTimersByTime(500)
    expect(drawn()).toBe(true)

    document.documentElement.removeAttribute('data-drawn')
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    run('visible', true).paint('first-contentful-paint')
    expect(idle).toHaveBeenCalledTimes(1)
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 2000 })
    expect(drawn()).toBe(false)
    idle.mock.calls[0]?.[0]()
    expect(drawn()).toBe(true)
  })

  it('puts the web font back at the first contentful paint, once', () => {
    const { styles, paint, added } = run('visible', true, undefined, false, WEB_FONT)
    expect(styles()).toEqual([])
    paint('first-contentful-paint')
    expect(styles()).toEqual([WEB_FONT])
    expect(added()).toHaveLength(2)
    paint('first-contentful-paint')
    vi.advanceTimersByTime(5000)
    expect(styles()).toEqual([WEB_FONT])
    // At once on a hidden page, after 3 s at the latest; none without a font.
    expect(run('hidden', true, undefined, false, WEB_FONT).styles()).toEqual([WEB_FONT])
    const late = run('visible', true, undefined, false, WEB_FONT)
    vi.advanceTimersByTime(3000)
    expect(late.styles()).toEqual([WEB_FONT])
    const none = run('visible', true)
    none.paint('first-contentful-paint')
    expect(none.styles()).toEqual([])
  })

  it('starts at once on a hidden page or without paint timing, and after 3 s at the latest', () => {
    expect(run('hidden', true).added()).toHaveLength(2)
    expect(run('visible', false).added()).toHaveLength(2)
    const late = run('visible', true)
    vi.advanceTimersByTime(2999)
    expect(late.added()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(late.added()).toHaveLength(2)
  })

  describe('held for a first-screen photo', () => {
    /** The page's photo, not yet arrived (jsdom loads no image: complete is false until told). */
    function photo() {
      // A first-screen SVG before it (in the page, complete at once) is not the photo.
      document.body.innerHTML =
        '<img alt="" fetchpriority="high" src="data:image/svg+xml,x">' +
        '<img alt="" fetchpriority="high" src="/_img/p-1-752.jpg">'
      const image = document.body.querySelector<HTMLImageElement>('img[src^="/_img/"]')!
      Object.defineProperty(image, 'complete', { value: false, configurable: true })
      return image
    }
    afterEach(() => (document.body.innerHTML = ''))

    it('starts no download before the photo has arrived, then every one, then waits for the paint', () => {
      const image = photo()
      const { added, paint, preloads } = run('visible', true, '/about-us.txt', true)
      paint('first-contentful-paint')
      expect(preloads()).toEqual([])
      expect(added()).toEqual([])
      image.dispatchEvent(new Event('load'))
      expect(preloads()).toEqual([
        ['script', '/_next/static/chunks/a.js', null],
        ['script', '/_next/static/chunks/b.js', null],
        ['fetch', '/about-us.txt', 'anonymous'],
      ])
      // The paint has been reported before: the buffered entry starts the code.
      paint('first-contentful-paint')
      image.dispatchEvent(new Event('load'))
      expect(preloads()).toHaveLength(3)
    })

    it('gives the other photos their sizes back once the photo has arrived', () => {
      const image = photo()
      document.body.insertAdjacentHTML(
        'beforeend',
        '<picture><source sizes="1px" data-sizes="33vw"/><img alt="" sizes="1px" data-sizes="33vw"/></picture>',
      )
      const sizes = () =>
        [...document.body.querySelectorAll('picture *')].map((e) => [
          e.getAttribute('sizes'),
          e.getAttribute('data-sizes'),
        ])
      run('visible', true, '/about-us.txt', true)
      expect(sizes()).toEqual([
        ['1px', '33vw'],
        ['1px', '33vw'],
      ])
      image.dispatchEvent(new Event('load'))
      expect(sizes()).toEqual([
        ['33vw', null],
        ['33vw', null],
      ])
    })

    it('puts the web font back once the photo has arrived, once', () => {
      const image = photo()
      const { styles } = run('visible', true, '/about-us.txt', true, WEB_FONT)
      expect(styles()).toEqual([])
      image.dispatchEvent(new Event('load'))
      expect(styles()).toEqual([WEB_FONT])
      image.dispatchEvent(new Event('load'))
      vi.advanceTimersByTime(5000)
      expect(styles()).toEqual([WEB_FONT])
      // At once on a hidden page; a held page without a web font adds no style.
      photo()
      expect(run('hidden', true, undefined, true, WEB_FONT).styles()).toEqual([WEB_FONT])
      photo()
      const none = run('visible', true, undefined, true)
      vi.advanceTimersByTime(3000)
      expect(none.styles()).toEqual([])
    })

    it('goes on when the photo fails, after 3 s without it, and at once on a hidden page', () => {
      const failing = photo()
      const failed = run('visible', true, undefined, true)
      failing.dispatchEvent(new Event('error'))
      expect(failed.preloads()).toHaveLength(2)

      photo()
      const slow = run('visible', true, undefined, true)
      vi.advanceTimersByTime(2999)
      expect(slow.preloads()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(slow.preloads()).toHaveLength(2)

      photo()
      expect(run('hidden', true, undefined, true).added()).toHaveLength(2)
    })

    it('does not wait for a photo that has arrived already', () => {
      const image = photo()
      Object.defineProperty(image, 'complete', { value: true })
      const { added, paint, preloads } = run('visible', true, undefined, true)
      expect(preloads()).toHaveLength(2)
      paint('first-contentful-paint')
      expect(added()).toHaveLength(2)
    })
  })

  describe('with the router payload in a file', () => {
    /** fetch() answers in order: true for the payload, false for a dropped connection. */
    function network(...answers: boolean[]) {
      const calls: string[] = []
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => {
          calls.push(url)
          return answers.shift()
            ? Promise.resolve({ ok: true, text: () => Promise.resolve('0:["$"]\n') })
            : Promise.reject(new TypeError('Failed to fetch'))
        }),
      )
      return calls
    }
    const queued = () => (window as { __next_f?: unknown }).__next_f

    it('fetches it after the first paint, queues it for the router, then adds the scripts', async () => {
      const calls = network(true)
      const { added, paint } = run('visible', true, '/about-us.txt')
      expect(calls).toEqual([])
      paint('first-contentful-paint')
      expect(calls).toEqual(['/about-us.txt'])
      expect(added()).toEqual([])
      await vi.runAllTimersAsync()
      expect(queued()).toEqual([[0], [1, '0:["$"]\n']])
      expect(added()).toHaveLength(2)
    })

    it('tries twice more after a failed fetch, then leaves the page as drawn', async () => {
      const calls = network(false, true)
      const { added, paint } = run('visible', true, '/about-us.txt')
      paint('first-contentful-paint')
      await vi.advanceTimersByTimeAsync(1999)
      expect(calls).toHaveLength(1)
      expect(added()).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(2)
      expect(added()).toHaveLength(2)

      const offline = network(false, false, false, true)
      const failed = run('visible', true, '/about-us.txt')
      failed.paint('first-contentful-paint')
      await vi.advanceTimersByTimeAsync(60_000)
      expect(offline).toHaveLength(3)
      expect(failed.added()).toEqual([])
      expect(queued()).toBeUndefined()
    })
  })
})
