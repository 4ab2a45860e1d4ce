// @vitest-environment node
import {
  blogPosts,
  blogComments,
  commentLinkProblems,
  type BlogComment,
  adjacentPosts,
  blogCategories,
  blogPostPath,
  commentsForPost,
  getPostById,
  postsForPage,
  recentNews,
} from '@/content/blog'
import { isoDate } from '@/lib/dates'

describe('blog lookups', () => {
  it('filters posts by page in content order', () => {
    expect(postsForPage('blog-list').map((post) => post.id)).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ])
    expect(postsForPage('blog-grid')).toHaveLength(6)
  })

  it('finds a post by numeric or URL id, and nothing for anything else', () => {
    expect(getPostById(7)?.id).toBe(7)
    expect(getPostById('22')?.id).toBe(22)
    for (const bad of ['9999', '0', '-1', 'abc', '1.5', '', ' 3', '3abc']) {
      expect(getPostById(bad), bad).toBeUndefined()
    }
  })

  it('Recent News is the last 2 blog-list posts', () => {
    expect(recentNews().map((post) => post.id)).toEqual([15, 16])
  })

  it('counts every post once across alphabetical categories', () => {
    const categories = blogCategories()
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort())
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(blogPosts.length)
  })

  it('links neighbours in id order, with nothing past either end', () => {
    expect(adjacentPosts(1)).toMatchObject({ previous: null, next: { id: 2 } })
    expect(adjacentPosts(10)).toMatchObject({ previous: { id: 9 }, next: { id: 11 } })
    expect(adjacentPosts(22)).toMatchObject({ previous: { id: 21 }, next: null })
    expect(adjacentPosts(999)).toEqual({ previous: null, next: null })
  })

  it('builds detail paths', () => {
    expect(blogPostPath(5)).toBe('/blog-details/5')
  })
})

describe('sample comments', () => {
  it('every post gets two comments of its category and one nested reply', () => {
    for (const post of blogPosts) {
      const threads = commentsForPost(post)
      expect(threads, `post ${post.id}`).toHaveLength(2)
      expect(threads.flatMap((thread) => thread.replies)).toHaveLength(1)
      for (const thread of threads) {
        expect(thread.category).toBe(post.category)
        expect(thread.replyTo).toBeUndefined()
      }
    }
  })

  it('has no lorem ipsum and unique ids', () => {
    expect(new Set(blogComments.map((c) => c.id)).size).toBe(blogComments.length)
    for (const comment of blogComments) expect(comment.text).not.toMatch(/lorem|ipsum/i)
  })

  it('reports comments with an unknown category or a dangling reply', () => {
    const base: BlogComment = {
      id: 1,
      category: 'Growth',
      name: 'A',
      role: 'B',
      avatar: '/images/reviewers/r1.svg',
      text: 'C',
    }
    const problems = commentLinkProblems(
      [
        base,
        { ...base, id: 2, category: 'Gardening' },
        { ...base, id: 3, replyTo: 9 },
        { ...base, id: 4, replyTo: 1, category: 'Compliance' },
        { ...base, id: 5, replyTo: 1 },
      ],
      new Set(['Growth', 'Compliance']),
    )
    expect(problems).toEqual([
      'item 1 (id 2) field "category": no blog post has category "Gardening"',
      'item 2 (id 3) field "replyTo": must be an earlier top-level comment of the same category',
      'item 3 (id 4) field "replyTo": must be an earlier top-level comment of the same category',
    ])
  })
})

describe('isoDate', () => {
  it('turns display dates into ISO dates', () => {
    expect(isoDate('09 FEB 2023')).toBe('2023-02-09')
    expect(isoDate('14 DEC 2025')).toBe('2025-12-14')
  })
  it('refuses anything else', () => {
    expect(() => isoDate('9 FEB 2023')).toThrow(/09 FEB 2023/)
    expect(() => isoDate('09 Feb 2023')).toThrow()
  })
})
