// @vitest-environment node
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/json-ld'

describe('serializeJsonLd', () => {
  it('cannot be broken out of its <script> element', () => {
    const out = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    })
    expect(out).not.toContain('<')
    expect(out).not.toContain('>')
    expect(out).toContain('\\u003c/script\\u003e\\u003cscript\\u003e')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })

  it('escapes the line separators that end a JavaScript string', () => {
    const out = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: 'a\u2028b\u2029c',
    })
    expect(out).toContain('\\u2028')
    expect(out).toContain('\\u2029')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail and links every crumb but the current page', () => {
    const data = breadcrumbJsonLd([
      { href: '/', label: 'Home' },
      { href: '/blog', label: 'Blog' },
      { label: 'Post' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:3000/blog' },
      { '@type': 'ListItem', position: 3, name: 'Post' },
    ])
  })
})
