// @vitest-environment node
import { hasBlockingStylesheet, inlineStylesheets } from '@/scripts/lib/export/inline-css.mjs'

const LINK = '<link rel="stylesheet" href="/_next/static/css/a1.css" data-precedence="next"/>'
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><h1>Title</h1></body></html>`
const files: Record<string, string> = { '/_next/static/css/a1.css': 'h1{color:red}' }
const read = (href: string) => files[href]

describe('the stylesheet rides in the page', () => {
  it('puts the file into a <style> and keeps its link, disabled, where React looks for it', () => {
    const html = inlineStylesheets(page(LINK), read)
    expect(html).toContain(
      '<style data-inlined="/_next/static/css/a1.css">h1{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/css/a1.css" data-precedence="next" disabled=""/>',
    )
    expect(hasBlockingStylesheet(page(LINK))).toBe(true)
    expect(hasBlockingStylesheet(html)).toBe(false)
  })

  it('a second run changes nothing', () => {
    const once = inlineStylesheets(page(LINK), read)
    expect(inlineStylesheets(once, read)).toBe(once)
  })

  it('leaves a link alone when the file is unknown or its text would close the <style> early', () => {
    const unknown = page('<link rel="stylesheet" href="/elsewhere.css"/>')
    expect(inlineStylesheets(unknown, read)).toBe(unknown)
    const closing = (href: string) => (href ? 'a::after{content:"</style>"}' : undefined)
    expect(inlineStylesheets(page(LINK), closing)).toBe(page(LINK))
    expect(hasBlockingStylesheet(inlineStylesheets(page(LINK), closing))).toBe(true)
  })
})
