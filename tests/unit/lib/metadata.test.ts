// @vitest-environment node
import { pageMetadata, pageTitle } from '@/lib/metadata'

describe('pageMetadata', () => {
  it("titles pages '{page} - Coverbridge'", () => {
    expect(pageTitle('Pricing')).toBe('Pricing - Coverbridge')
    const meta = pageMetadata({ title: 'Pricing', description: 'd', path: '/pricing' })
    expect(meta.title).toEqual({ absolute: 'Pricing - Coverbridge' })
  })
  it('builds the canonical URL from the site URL and marks noindex pages', () => {
    const meta = pageMetadata({ title: 'Cart', description: 'd', path: '/cart', noindex: true })
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/cart')
    expect(meta.robots).toEqual({ index: false, follow: true })
  })
})
