// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  pageClasses,
  pageElements,
  prepareStylesheet,
  subsetFor,
} from '@/scripts/lib/export/css-subset.mjs'
import { bootScript } from '@/scripts/lib/export/hydrate-after-paint.mjs'
import { inlineStylesheets } from '@/scripts/lib/export/inline-css.mjs'

const CSS =
  ':root{--c:red}*,:after{box-sizing:border-box}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:flex{display:flex}' +
  '.\\32 xl\\:p-4{padding:1rem}.\\[\\&\\>\\*\\]\\:p-2>*{padding:2px}' +
  '.a:not(.absent){color:red}.b .absent{color:blue}:is(.absent,.b) p{margin:0}' +
  '.b,.absent{top:0}@media (min-width:768px){.md\\:grid{display:grid}.flex{gap:1px}}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:local(Arial)}' +
  '[data-open] .absent{left:0}[data-open]{right:0}'

const subset = (classes: string) => {
  const prepared = prepareStylesheet(CSS)
  if (!prepared) throw new Error('unparsed')
  return subsetFor(prepared, new Set(classes.split(' ')))
}

describe("a page's part of the stylesheet", () => {
  it('keeps the rules its classes can match and every rule that names no class', () => {
    const css = subset('flex a b md:flex 2xl:p-4 [&>*]:p-2')
    expect(css).toBe(
      ':root{--c:red}*,:after{box-sizing:border-box}' +
        '@layer utilities{.flex{display:flex}.md\\:flex{display:flex}' +
        '.\\32 xl\\:p-4{padding:1rem}.\\[\\&\\>\\*\\]\\:p-2>*{padding:2px}' +
        '.a:not(.absent){color:red}:is(.absent,.b) p{margin:0}' +
        '.b,.absent{top:0}@media (min-width:768px){.flex{gap:1px}}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:local(Arial)}' +
        '[data-open]{right:0}',
    )
  })

  it('drops an at-rule left empty, keeps the whole sheet for a page with every class', () => {
    expect(subset('grid md:grid')).toContain('@media (min-width:768px){.md\\:grid{display:grid}}')
    expect(subset('nothing')).not.toContain('@media')
    const prepared = prepareStylesheet(CSS)!
    expect(subsetFor(prepared, { has: () => true })).toBe(CSS)
  })

  it('given the page, leaves out the custom properties nothing it keeps or its styles read', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-rotate{syntax:"*";inherits:false}' +
      '@layer properties{@supports (-moz-orient:inline){*,:after{--tw-shadow:0 0 #0000;--tw-rotate:initial}}}' +
      '@layer theme{:root{--color-ink:#0b1b33;--color-red:red;--text-sm:.875rem;--text-sm--lh:calc(1.25/.875);--unread:var(--color-red)}}' +
      '.shadow{--tw-shadow:0 1px var(--color-shadow,#0002);box-shadow:var(--tw-shadow)}' +
      '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--lh))}' +
      '.rotate{--tw-rotate:45deg;rotate:var(--tw-rotate)}.x{color:red}'
    const prepared = prepareStylesheet(css)!
    const page = '<p class="shadow text-sm" style="color:var(--color-ink)"></p>'
    expect(subsetFor(prepared, pageClasses(page), { html: page })).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@layer properties{@supports (-moz-orient:inline){*,:after{--tw-shadow:0 0 #0000}}}' +
        '@layer theme{:root{--color-ink:#0b1b33;--text-sm:.875rem;--text-sm--lh:calc(1.25/.875)}}' +
        '.shadow{--tw-shadow:0 1px var(--color-shadow,#0002);box-shadow:var(--tw-shadow)}' +
        '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--lh))}',
    )
    // A property read only by another one that is read keeps both; with nothing left, the
    // rule and the at-rules around it go.
    const chained = prepareStylesheet(':root{--a:var(--b);--b:1px;--c:2px}.y{margin:var(--a)}')!
    expect(subsetFor(chained, new Set(['y']), { html: '' })).toBe(
      ':root{--a:var(--b);--b:1px}.y{margin:var(--a)}',
    )
    expect(subsetFor(prepared, new Set(['x']), { html: '<p class="x"></p>' })).toBe('.x{color:red}')
    // Every one read: the rule as the sheet has it, to the byte.
    expect(subsetFor(chained, new Set(['y']), { html: '<i style="top:var(--c)"></i>' })).toBe(
      ':root{--a:var(--b);--b:1px;--c:2px}.y{margin:var(--a)}',
    )
  })

  it('given the page, leaves out the rules for elements it lacks', () => {
    const css =
      'html,:host{line-height:1.5}*,::backdrop{margin:0}table{border-collapse:collapse}' +
      'abbr:where([title]),pre{color:red}h1,h2{font-size:inherit}svg[data-first-screen]{max-width:100%}' +
      '.prose pre code{padding:0}.prose :is(table,pre){margin:0}.prose a:not(.x){color:teal}' +
      'button,input:where([type=button]){appearance:button}.\\32 xl\\:p-4 span{padding:0}' +
      'input[type="a b"]>Li::marker{color:red}.f::after{content:"x y"}'
    const prepared = prepareStylesheet(css)!
    const page =
      '<html><body><h2 class="prose 2xl:p-4"><a href="#">x</a><SVG data-first-screen=""></SVG></h2>' +
      '<button>b</button></body></html>'
    expect([...pageElements(page)].sort()).toEqual(['a', 'body', 'button', 'h2', 'html', 'svg'])
    expect(subsetFor(prepared, pageClasses(page), { html: page })).toBe(
      'html,:host{line-height:1.5}*,::backdrop{margin:0}h1,h2{font-size:inherit}' +
        'svg[data-first-screen]{max-width:100%}.prose :is(table,pre){margin:0}' +
        '.prose a:not(.x){color:teal}button,input:where([type=button]){appearance:button}',
    )
    // An element name inside an attribute value or a string is not one.
    const withList = '<ul><li class="f"><input type="a b"></li></ul>'
    expect(subsetFor(prepared, pageClasses(withList), { html: withList })).toContain(
      'input[type="a b"]>Li::marker{color:red}.f::after{content:"x y"}',
    )
    // Without the page's HTML, elements are not read: every rule its classes allow is kept.
    expect(subsetFor(prepared, new Set(['prose']))).toContain('table{border-collapse:collapse}')
  })

  it('reads class attributes as the browser does, entities decoded', () => {
    const html =
      '<div class="flex  md:flex"><p class="[&amp;&gt;*]:p-2 a"></p><i class=""></i></div>'
    expect([...pageClasses(html)].sort()).toEqual(['[&>*]:p-2', 'a', 'flex', 'md:flex'])
  })

  it('is what a hydrating page inlines; a page without client code keeps the whole file', () => {
    const page = `<head><link rel="stylesheet" href="/s.css" data-precedence="next"/></head><body><div class="grid"></div></body>`
    const read = () => CSS
    const part = inlineStylesheets(page, read, { subset: true })
    expect(part).toContain('.grid{display:grid}')
    expect(part).not.toContain('.flex{display:flex}')
    expect(part).toContain(
      '<link rel="stylesheet" href="/s.css" data-precedence="next" disabled=""/>',
    )
    expect(inlineStylesheets(page, read)).toContain(`>${CSS}</style>`)
  })

  it('keeps the whole text when it cannot be parsed', () => {
    expect(prepareStylesheet('a{color:red}')).not.toBeNull()
    expect(prepareStylesheet('a{color:red')).toBeNull()
    const page = '<head><link rel="stylesheet" href="/s.css"/></head><body class="x"></body>'
    expect(inlineStylesheets(page, () => 'a{b:c}}', { subset: true })).toContain('>a{b:c}}</style>')
  })
})

describe('the boot script switches the whole stylesheet on before the client code', () => {
  function boot(links: number) {
    document.head.innerHTML = Array.from(
      { length: links },
      (_, i) => `<link rel="stylesheet" href="/s${i}.css" disabled="">`,
    ).join('')
    // A hidden page starts at once, with no paint to wait for.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    new Function(bootScript([['/_next/static/chunks/a.js']], undefined))()
    const sheets = [...document.head.querySelectorAll('link')]
    const scripts = () => document.head.querySelectorAll('script').length
    return { sheets, scripts }
  }
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the client code once every stylesheet has loaded or failed, once', () => {
    const { sheets, scripts } = boot(2)
    expect(sheets.map((l) => l.hasAttribute('disabled'))).toEqual([false, false])
    expect(scripts()).toBe(0)
    sheets[0]!.dispatchEvent(new Event('load'))
    expect(scripts()).toBe(0)
    sheets[1]!.dispatchEvent(new Event('error'))
    expect(scripts()).toBe(1)
    vi.advanceTimersByTime(5000)
    sheets[0]!.dispatchEvent(new Event('load'))
    expect(scripts()).toBe(1)
  })

  it('runs it after 3 s without the stylesheet, and at once on a page with none', () => {
    const { scripts } = boot(1)
    vi.advanceTimersByTime(2999)
    expect(scripts()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(scripts()).toBe(1)
    expect(boot(0).scripts()).toBe(1)
  })
})
