// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogPosts } from '@/content/blog'
import { rawPortfolio, portfolioItemSchema } from '@/content/projects'
import { blockTexts } from '@/content/shared/markdown'
import { parseCollection } from '@/content/shared/validate'

const publicFile = (p: string) => path.join(process.cwd(), 'public', p)

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}

/** Reads the width/height attributes of the root <svg> element. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? ''
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1])
  return { width: attr('width'), height: attr('height') }
}

describe('blog posts', () => {
  const posts = blogPosts
  const paragraphs = (post: (typeof posts)[number]) => blockTexts(post.body, 'p')

  it('has 22 valid posts with ids 1..22', () => {
    expect(posts).toHaveLength(22)
    expect(posts.map((post) => post.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 1),
    )
  })

  it('puts the expected number of posts on each page', () => {
    expect(countBy(posts, (post) => post.page)).toEqual({
      home: 3,
      'home-5': 1,
      'blog-list': 12,
      'blog-grid': 6,
    })
    const idsOn = (page: string) => posts.filter((p) => p.page === page).map((p) => p.id)
    expect(idsOn('home')).toEqual([1, 2, 3])
    expect(idsOn('home-5')).toEqual([4])
    expect(idsOn('blog-list')).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(idsOn('blog-grid')).toEqual([17, 18, 19, 20, 21, 22])
  })

  it('uses every category at least twice', () => {
    const counts = countBy(posts, (post) => post.category)
    expect(Object.keys(counts).sort()).toEqual([
      'Compliance',
      'Distribution',
      'Growth',
      'Technology',
      'Underwriting',
    ])
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(2)
  })

  it('has three quote posts, each with a quote and a designation', () => {
    const quotes = posts.filter((post) => post.quote_blog)
    expect(quotes).toHaveLength(3)
    for (const post of quotes) {
      expect(post.quote).toBeTruthy()
      expect(post.designation).toBeTruthy()
    }
  })

  it('has articles of 4–6 paragraphs (more with subheadings) and short titles', () => {
    for (const post of posts) {
      const count = paragraphs(post).length
      expect(count).toBeGreaterThanOrEqual(4)
      if (post.headings.length === 0) expect(count).toBeLessThanOrEqual(6)
      expect(post.title.length).toBeLessThan(80)
      expect(paragraphs(post).join(' ')).not.toMatch(/lorem|ipsum/i)
    }
  })

  it('references an existing image named after the post id', () => {
    for (const post of posts) {
      expect(post.img).toBe(`/images/blog/b${post.id}.svg`)
      expect(existsSync(publicFile(post.img)), post.img).toBe(true)
    }
  })
})

describe('portfolio', () => {
  const items = parseCollection('content/data/portfolio.ts', portfolioItemSchema, rawPortfolio)

  it('has 20 valid entries split across the four showcase kinds', () => {
    expect(items).toHaveLength(20)
    expect(countBy(items, (item) => item.portfolio)).toEqual({
      'portfolio-one': 4,
      'portfolio-two': 4,
      'portfolio-v2-page': 6,
      'portfolio-v3-page': 6,
    })
  })

  it('repeats id 8 exactly three times and no other id', () => {
    const counts = countBy(items, (item) => String(item.id))
    expect(counts['8']).toBe(3)
    for (const [id, count] of Object.entries(counts))
      if (id !== '8') expect(count, `id ${id}`).toBe(1)
    const kindsWithId8 = items.filter((item) => item.id === 8).map((item) => item.portfolio)
    expect(kindsWithId8).toContain('portfolio-v2-page')
    expect(kindsWithId8).toContain('portfolio-v3-page')
    expect(new Set(items.filter((item) => item.id === 8).map((item) => item.title)).size).toBe(3)
  })

  it('names images by position, not by id', () => {
    items.forEach((item, index) => expect(item.img).toBe(`/images/portfolio/f${index + 1}.svg`))
  })

  it('gives the masonry gallery varied heights and the v3 grid a uniform size', () => {
    const v2 = items.filter((item) => item.portfolio === 'portfolio-v2-page')
    for (const item of v2) {
      expect(item.width).toBe(600)
      expect([420, 600, 760, 820]).toContain(item.height)
    }
    expect(new Set(v2.map((item) => item.height)).size).toBeGreaterThan(2)
    for (const item of items.filter((i) => i.portfolio === 'portfolio-v3-page')) {
      expect([item.width, item.height]).toEqual([600, 440])
    }
  })

  it('references existing SVGs whose own size matches the declared width and height', () => {
    for (const item of items) {
      const file = publicFile(item.img)
      expect(existsSync(file), item.img).toBe(true)
      expect(svgSize(file), item.img).toEqual({ width: item.width, height: item.height })
    }
  })
})
