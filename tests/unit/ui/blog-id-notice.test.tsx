import { blogIdFromPath } from '@/components/layout/blog-id-notice'

describe('blogIdFromPath', () => {
  it('reads the id from /blog-details/{id} in every URL form', () => {
    expect(blogIdFromPath('/blog-details/42')).toBe('42')
    expect(blogIdFromPath('/blog-details/42.html')).toBe('42')
    expect(blogIdFromPath('/blog-details/42/')).toBe('42')
    expect(blogIdFromPath('/blog-details/%3Cb%3E')).toBe('<b>')
  })
  it('ignores other paths and broken encodings', () => {
    expect(blogIdFromPath('/blog')).toBeNull()
    expect(blogIdFromPath('/shop-details/3')).toBeNull()
    expect(blogIdFromPath('/blog-details/%E0%A4%A')).toBe('%E0%A4%A')
  })
})
