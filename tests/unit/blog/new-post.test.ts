import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPosts, POSTS_FOLDER } from '@/content/blog/posts'
import { newPost } from '@/scripts/new-post.mjs'

describe('npm run new:post', () => {
  it('writes the next free id, today, every field, and a file the build accepts as a draft', () => {
    const today = new Date('2026-03-05T10:00:00Z')
    const post = newPost('Flood & Quake: A First Look', readdirSync(POSTS_FOLDER), today)
    expect(post.id).toBe(23)
    expect(post.file).toBe('23-flood-and-quake-a-first-look.md')
    for (const field of [
      'id',
      'title',
      'date',
      'author',
      'designation',
      'category',
      'topic',
      'page',
      'img',
      'excerpt',
      'draft',
    ]) {
      expect(post.text).toMatch(new RegExp(`^${field}: `, 'm'))
    }
    expect(post.text).toContain('date: 05 MAR 2026')
    const folder = mkdtempSync(path.join(tmpdir(), 'new-post-'))
    try {
      writeFileSync(path.join(folder, post.file), post.text)
      const [loaded] = loadPosts([folder], { includeUnpublished: true, today })
      expect(loaded).toMatchObject({
        id: 23,
        title: 'Flood & Quake: A First Look',
        unpublished: true,
      })
      expect(loadPosts([folder], { includeUnpublished: false, today })).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe("the README's example post", () => {
  it('uses every element and passes every build check', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8')
    const example = /^````markdown\n([\s\S]*?)\n````$/m.exec(readme)?.[1]
    expect(example).toBeTruthy()
    const folder = mkdtempSync(path.join(tmpdir(), 'readme-post-'))
    try {
      writeFileSync(path.join(folder, '23-example.md'), `${example}\n`)
      const today = new Date('2026-03-05T10:00:00Z')
      // The example links to posts 5 and a product: load it beside the real posts.
      const posts = loadPosts([POSTS_FOLDER, folder], { includeUnpublished: true, today })
      const post = posts.find((candidate) => candidate.id === 23)!
      expect(post.headings.map((heading) => heading.depth)).toEqual([2, 3, 4])
      const html = JSON.stringify(post.body)
      for (const tag of [
        'ul',
        'ol',
        'blockquote',
        'table',
        'pre',
        'figure',
        'figcaption',
        'del',
        'em',
        'strong',
        'code',
      ]) {
        expect(html, tag).toContain(`"tagName":"${tag}"`)
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
