// @vitest-environment node
import { sanitizePath } from '@/lib/sanitize-path'

describe('sanitizePath', () => {
  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/blog-details/5', '/blog-details/5'],
    ['/shop-details/12345', '/shop-details/12345'],
    ['/team-v1/', '/team-v1/'],
  ])('leaves %s as it is', (input, expected) => {
    expect(sanitizePath(input)).toBe(expected)
  })

  it('replaces e-mail addresses, plain or percent-encoded', () => {
    expect(sanitizePath('/users/dana@harborpoint.example')).toBe('/users/:email')
    expect(sanitizePath('/users/dana.whitfield%2Bquotes%40harborpoint.co.uk/edit')).toBe(
      '/users/:email/edit',
    )
    expect(sanitizePath('/invite/DANA@Harborpoint.Example')).toBe('/invite/:email')
  })

  it('replaces UUID segments, in either case', () => {
    expect(sanitizePath('/quotes/550e8400-e29b-41d4-a716-446655440000')).toBe('/quotes/:uuid')
    expect(sanitizePath('/quotes/550E8400-E29B-41D4-A716-446655440000/bind')).toBe(
      '/quotes/:uuid/bind',
    )
  })

  it('replaces numbers of 6 digits or more, and keeps shorter ones', () => {
    expect(sanitizePath('/policies/123456')).toBe('/policies/:number')
    expect(sanitizePath('/policies/12345')).toBe('/policies/12345')
    expect(sanitizePath('/policy-9876543210/claims/77')).toBe('/policy-:number/claims/77')
  })

  it('handles several kinds in one path', () => {
    expect(
      sanitizePath(
        '/quotes/dana%40harborpoint.example/policy/12345678/550e8400-e29b-41d4-a716-446655440000',
      ),
    ).toBe('/quotes/:email/policy/:number/:uuid')
  })

  it('drops the query string and the hash', () => {
    expect(sanitizePath('/contact?email=dana@harborpoint.example#form')).toBe('/contact')
    expect(sanitizePath('/contact#dana@harborpoint.example')).toBe('/contact')
    expect(sanitizePath('?ref=x')).toBe('/')
  })

  it('keeps its output percent-encoded and survives malformed escapes', () => {
    expect(sanitizePath('/blog/caf%C3%A9 news')).toBe('/blog/caf%C3%A9%20news')
    expect(sanitizePath('/a/%3Cscript%3E')).toBe('/a/%3Cscript%3E')
    expect(sanitizePath('/broken/%E0%A4%A/1234567')).toBe('/broken/%25E0%25A4%25A/:number')
  })

  it('is idempotent', () => {
    const once = sanitizePath('/quotes/dana@harborpoint.example/12345678')
    expect(sanitizePath(once)).toBe(once)
  })
})
