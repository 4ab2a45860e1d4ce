// @vitest-environment node
import { rewritePage } from '@/scripts/lib/export/page-rewrites.mjs'

const CSS = '/_next/static/css/a1.css'

/** A page as Next writes it: stylesheet link, async client scripts, router payload in pushes. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="${CSS}" data-precedence="next"/>`,
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-1.js" async=""></script>',
  '<script src="/_next/static/chunks/app/page-1.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script></head>',
  '<body><h1>Title</h1><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{}]\\n"])</script>',
  '</body></html>',
].join('')

const options = {
  payload: { url: '/about-us.txt', text: '0:["$","h1",null,{}]\n' },
  payloadFile: 'about-us.txt',
  readCss: (href: string) => (href === CSS ? 'h1{color:red}' : undefined),
}

describe('each rewrite of a page checks it did what the page needs', () => {
  it('finds nothing to report on the HTML Next writes, and counts what it expected', () => {
    const { html, problems, expected } = rewritePage(page, options)
    expect(problems).toEqual([])
    expect(expected).toEqual({ stylesheets: 1, scripts: 3, payload: 2 })
    expect(html).toContain('<style data-inlined=')
    expect(html).toContain('data-hydrate="after-paint"')
    expect(html).not.toContain('__next_f.push')
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security/)
  })

  it('finds nothing to report on a page it rewrote already, or one that never hydrates', () => {
    const once = rewritePage(page, options).html
    expect(rewritePage(once, options)).toMatchObject({ html: once, problems: [] })
    const plain = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>'
    expect(rewritePage(plain, { ...options, payload: undefined }).problems).toEqual([])
  })

  it('names the inline CSS when the stylesheet link has its attributes in another order', () => {
    const reordered = page.replace(
      `<link rel="stylesheet" href="${CSS}" data-precedence="next"/>`,
      `<link rel="stylesheet" data-precedence="next" href="${CSS}"/>`,
    )
    expect(rewritePage(reordered, options).problems).toEqual([
      expect.stringMatching(/^inline CSS: 1 stylesheet link, 1 left blocking the first paint/),
    ])
  })

  it('names the inline CSS when the linked file is not in the export', () => {
    const { problems } = rewritePage(page, { ...options, readCss: () => undefined })
    expect(problems).toEqual([expect.stringMatching(/^inline CSS: /)])
  })

  it('names the hydration when a client script tag is written differently', () => {
    const deferred = page.replaceAll(' async=""', ' defer=""')
    const { problems } = rewritePage(deferred, options)
    expect(problems[0]).toMatch(
      /^hydration after paint: 3 client scripts, 3 left to run before the first paint/,
    )
    // Nothing hydrates after the paint, so the payload stays too.
    expect(problems[1]).toMatch(/^router payload: 2 inline scripts of it, 2 left in the page/)
  })

  it('names the router payload when its pushes are written differently', () => {
    const spaced = page.replace(
      '(self.__next_f=self.__next_f||[]).push([0])',
      '(self.__next_f = self.__next_f || []).push([0])',
    )
    expect(rewritePage(spaced, options).problems).toEqual([
      expect.stringMatching(
        /^router payload: 2 inline scripts of it, 2 left in the page \(out\/about-us\.txt is not the same text/,
      ),
    ])
  })

  it('names the payload file it looked for when the export has none by that name', () => {
    const { problems } = rewritePage(page, {
      ...options,
      payload: undefined,
      payloadFile: '_not-found.txt',
    })
    expect(problems).toEqual([
      expect.stringMatching(/^router payload: .* \(no out\/_not-found\.txt beside the page\)$/),
    ])
  })

  it('names the policy when the page has no head to put it in, or a script it cannot read', () => {
    const headless = page.replace('<head>', '').replace('</head>', '')
    expect(rewritePage(headless, options).problems).toContainEqual(
      expect.stringMatching(/^Content-Security-Policy: no <head> element/),
    )
    const unclosed = page.replace('</body>', '<script>var late = 1</body>')
    expect(rewritePage(unclosed, options).problems).toContainEqual(
      expect.stringMatching(/^Content-Security-Policy: \d+ <script> tags, \d+ read whole/),
    )
  })
})
