// @vitest-environment node
import {
  blogArchivePath,
  blogArchives,
  blogCategories,
  blogPosts,
  getBlogArchive,
  getPostById,
  relatedPosts,
} from '@/content/blog'
import {
  newestFirst,
  relatedAmongNewest,
  relatedPostsOf,
  slugProblems,
} from '@/content/blog/archives'
import { everyPageSegments, pageOfMany, segmentsOf } from '@/lib/list-pages'
import { slugOf } from '@/lib/slug'

const ids = (posts: readonly { id: number }[]) => posts.map((post) => post.id)

describe('slugs of the names posts are filed under', () => {
  it.each([
    ['Distribution', 'distribution'],
    ['E&O', 'e-and-o'],
    ["Workers' Comp", 'workers-comp'],
    ['General Liability', 'general-liability'],
    ['  Réassurance / Retro  ', 'reassurance-retro'],
    ['API', 'api'],
    ['&', 'and'],
    ['***', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug)
  })

  it('two spellings of one slug are an error at the second, naming the first', () => {
    const at = (name: string, file: string, line: number) => ({ name, file, line, field: 'topic' })
    expect(
      slugProblems('topic', [
        at('E&O', 'posts/6-eo.md', 8),
        at('E&O', 'posts/7-more.md', 8),
        at('E and O', 'posts/9-other.md', 9),
        at('!!', 'posts/10-bang.md', 9),
      ]),
    ).toEqual([
      {
        file: 'posts/9-other.md',
        line: 9,
        field: 'topic',
        message:
          'the topic "E and O" makes the slug "e-and-o" of "E&O" (posts/6-eo.md:8): spell them the same',
      },
      {
        file: 'posts/10-bang.md',
        line: 9,
        field: 'topic',
        message: 'the topic "!!" makes no URL slug',
      },
    ])
  })
})

describe('the pages of categories, topics and authors', () => {
  it('every category, topic and author of a post has one, with every post of it newest first', () => {
    for (const [kind, nameOf] of [
      ['category', (post: (typeof blogPosts)[number]) => post.category],
      ['topic', (post: (typeof blogPosts)[number]) => post.post_info.topic],
      ['author', (post: (typeof blogPosts)[number]) => post.author],
    ] as const) {
      const archives = blogArchives(kind)
      expect(archives.map((archive) => archive.name).sort()).toEqual(
        [...new Set(blogPosts.map(nameOf))].sort(),
      )
      expect(archives.reduce((sum, archive) => sum + archive.posts.length, 0)).toBe(
        blogPosts.length,
      )
    }
    expect(ids(getBlogArchive('category', 'growth')!.posts)).toEqual([4, 8, 16, 19, 22])
  })

  it("takes a category's and an author's copy from their files, a topic's from its name", () => {
    expect(getBlogArchive('category', 'compliance')).toMatchObject({
      name: 'Compliance',
      path: '/blog/category/compliance',
      title: 'Compliance articles',
      intro:
        'Rules that change by state and line, written down plainly: what to file, what to keep and where the risk of a mistake hides.',
    })
    expect(getBlogArchive('author', 'maya-ellison')).toMatchObject({
      title: 'Maya Ellison',
      designation: 'Head of Distribution',
      path: '/blog/author/maya-ellison',
    })
    expect(getBlogArchive('topic', 'e-and-o')).toMatchObject({
      name: 'E&O',
      title: 'Articles on E&O',
      description: 'Coverbridge articles on E&O for brokers, agents and MGAs, newest first.',
    })
  })

  it("the sidebar's categories link to their pages", () => {
    expect(blogCategories().find((category) => category.name === 'Technology')).toEqual({
      name: 'Technology',
      count: 4,
      path: '/blog/category/technology',
    })
    expect(blogArchivePath('topic', "Workers' Comp")).toBe('/blog/topic/workers-comp')
  })
})

describe('pages of a list among many', () => {
  const lists = [
    { slug: 'growth', pages: 2, title: 'Growth', description: '', path: '/blog/category/growth' },
    { slug: 'api', pages: 1, title: 'API', description: '', path: '/blog/topic/api' },
  ]

  it('page 1 is the slug, later pages follow /page/n', () => {
    expect(segmentsOf('growth', 1)).toEqual(['growth'])
    expect(segmentsOf('growth', 2)).toEqual(['growth', 'page', '2'])
    expect(everyPageSegments(lists)).toEqual([['growth'], ['growth', 'page', '2'], ['api']])
  })

  it('only the canonical spelling of a page that exists is found', () => {
    expect(pageOfMany(lists, ['growth'])).toEqual({ list: lists[0], page: 1 })
    expect(pageOfMany(lists, ['growth', 'page', '2'])).toEqual({ list: lists[0], page: 2 })
    for (const segments of [
      ['growth', 'page', '1'],
      ['growth', 'page', '3'],
      ['growth', 'page', '02'],
      ['growth', 'page'],
      ['growth', 'pages', '2'],
      ['growth', 'page', '2', 'x'],
      ['api', 'page', '2'],
      ['nothing'],
      [],
    ])
      expect(pageOfMany(lists, segments), segments.join('/')).toBeNull()
  })
})

describe('related posts', () => {
  it('same category or topic first, newest first, up to three', () => {
    // Post 19 is Growth / Cyber: post 2 shares its topic and is the newest of those that share.
    expect(ids(relatedPosts(getPostById(19)!))).toEqual([2, 4, 8])
    expect(ids(relatedPosts(getPostById(2)!))).toEqual([5, 9, 13])
  })

  it('fills up with the newest others, never the post itself', () => {
    const [first, second, third] = blogPosts
    const lone = { ...first!, category: 'Alone', post_info: { ...first!.post_info, topic: 'Solo' } }
    const others = [
      { ...second!, category: 'Alone' },
      third!,
      { ...first!, id: 99, date: '01 JAN 2030' },
    ]
    expect(ids(relatedPostsOf(lone, [lone, ...others]))).toEqual([second!.id, 99, third!.id])
    expect(relatedPostsOf(lone, [lone])).toEqual([])
  })

  it('the pass that stops early gives what sorting and sifting every post gives', () => {
    // 120 posts over few categories, topics and days, so ties, misses and short lists all occur.
    const days = ['01 JAN 2024', '02 JAN 2024', '03 FEB 2024', '15 MAR 2025']
    const posts = Array.from({ length: 120 }, (_, i) => {
      const base = blogPosts[i % blogPosts.length]!
      return {
        ...base,
        id: 1000 + ((i * 37) % 120),
        date: days[(i * 7) % days.length]!,
        category: `C${i % 5}`,
        post_info: { ...base.post_info, topic: `T${(i * 3) % 11}` },
      }
    })
    const time = (post: (typeof posts)[number]) => new Date(post.date).getTime()
    const sifted = (post: (typeof posts)[number], count: number) => {
      const others = posts
        .filter((other) => other.id !== post.id)
        .sort((a, b) => time(b) - time(a) || b.id - a.id)
      const near = (other: (typeof posts)[number]) =>
        other.category === post.category || other.post_info.topic === post.post_info.topic
      return [...others.filter(near), ...others.filter((other) => !near(other))].slice(0, count)
    }
    const newest = newestFirst(posts)
    for (const post of posts) {
      for (const count of [1, 3, 5]) {
        const expected = ids(sifted(post, count))
        expect(ids(relatedPostsOf(post, posts, count)), `${post.id} ${count}`).toEqual(expected)
        expect(ids(relatedAmongNewest(post, newest, count)), `${post.id} ${count}`).toEqual(
          expected,
        )
      }
    }
  })
})
