import { bootScript, hydrateAfterPaint } from '@/scripts/lib/hydrate-after-paint.mjs'
import { withPolicyMeta, sha256 } from '@/scripts/lib/csp.mjs'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-1.js" async=""></script>',
  '<script src="/_next/static/chunks/app/page-1.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script></head>',
  '<body><h1>Title</h1><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"a"])</script></body></html>',
].join('')

const BOOT = /<script data-hydrate="after-paint">([\s\S]*?)<\/script>/

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
    expect(boot).toBe(
      bootScript([
        ['/_next/static/chunks/framework-1.js'],
        ['/_next/static/chunks/app/page-1.js'],
        ['/_next/static/chunks/webpack-1.js', '_R_'],
      ]),
    )
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

describe('the boot script in a page', () => {
  function run(visibility: 'visible' | 'hidden', paintTiming: boolean) {
    document.head.innerHTML = ''
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
      bootScript([['/_next/static/chunks/a.js'], ['/_next/static/chunks/b.js', '_R_']]),
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
    return { added, paint }
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

  it('starts at once on a hidden page or without paint timing, and after 3 s at the latest', () => {
    expect(run('hidden', true).added()).toHaveLength(2)
    expect(run('visible', false).added()).toHaveLength(2)
    const late = run('visible', true)
    vi.advanceTimersByTime(2999)
    expect(late.added()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(late.added()).toHaveLength(2)
  })
})
