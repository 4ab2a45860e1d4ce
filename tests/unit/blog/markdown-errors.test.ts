import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadPosts } from '@/content/blog/posts'

const FRONT = {
  id: '1',
  title: 'A fixture post',
  date: '09 FEB 2023',
  author: 'Maya Ellison',
  category: 'Distribution',
  topic: 'Quoting',
  page: 'blog-list',
  img: '/images/blog/b1.svg',
  excerpt: 'A post written for a test.',
}
const BODY = 'A first paragraph.\n\nA second paragraph.\n'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Writes post files into a fresh folder; each entry is [file name, front matter fields, body]. */
function folderWith(files: [string, Record<string, string | undefined>, string?][]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'posts-'))
  folders.push(folder)
  mkdirSync(folder, { recursive: true })
  for (const [name, fields, body = BODY] of files) {
    const lines = Object.entries({ ...FRONT, ...fields })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`)
    writeFileSync(path.join(folder, name), `---\n${lines.join('\n')}\n---\n\n${body}`)
  }
  return folder
}

/** The build error for these files: loading them must throw. */
function errorFor(files: [string, Record<string, string | undefined>, string?][]): string {
  const folder = folderWith(files)
  try {
    loadPosts([folder], { includeUnpublished: false, today: new Date('2026-01-01T00:00:00Z') })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the posts loaded without an error')
}

// Front matter opens on line 2: id is line 2, title 3, date 4, author 5, category 6, topic 7,
// page 8, img 9, excerpt 10; the body starts on line 13.
describe('a bad post fails the build naming file, line and field', () => {
  it('an unknown front-matter field', () => {
    expect(errorFor([['1-a.md', { subtitle: 'Extra' }]])).toContain(
      '1-a.md:11 field "subtitle": unknown field',
    )
  })

  it('a missing front-matter field', () => {
    expect(errorFor([['1-a.md', { excerpt: undefined }]])).toMatch(
      /1-a\.md:1 field "excerpt": missing/,
    )
  })

  it('a bad date', () => {
    expect(errorFor([['1-a.md', { date: '2023-02-09' }]])).toContain(
      `1-a.md:4 field "date": must look like '09 FEB 2023'`,
    )
    expect(errorFor([['1-a.md', { date: '31 FEB 2023' }]])).toContain(
      '1-a.md:4 field "date": is not a day of the calendar',
    )
  })

  it('a duplicate id', () => {
    expect(
      errorFor([
        ['1-a.md', {}],
        ['1-b.md', {}],
      ]),
    ).toMatch(/1-b\.md:2 field "id": duplicates the id of .*1-a\.md/)
  })

  it('a file name that does not start with the id', () => {
    expect(errorFor([['2-a.md', {}]])).toContain('2-a.md:2 field "id": the file name must start')
  })

  it('an unknown page value', () => {
    expect(errorFor([['1-a.md', { page: 'sidebar' }]])).toMatch(
      /1-a\.md:8 field "page": Invalid option/,
    )
  })

  it('an image file that does not exist', () => {
    const body = `${BODY}\n![A chart](/images/blog/missing.svg "Caption")\n`
    expect(errorFor([['1-a.md', {}, body]])).toContain(
      '1-a.md:17 field "body": image /images/blog/missing.svg does not exist in public/',
    )
  })

  it('an image without alt text', () => {
    const body = `${BODY}\n![](/images/blog/b2.svg)\n`
    expect(errorFor([['1-a.md', {}, body]])).toContain(
      '1-a.md:17 field "body": image /images/blog/b2.svg needs alt text',
    )
  })

  it('a heading level that skips', () => {
    const body = `## Pricing\n\nText.\n\n#### Detail\n\n${BODY}`
    expect(errorFor([['1-a.md', {}, body]])).toContain(
      '1-a.md:17 field "body": heading "Detail" skips from h2 to h4',
    )
  })

  it('an internal link to a route, post or product that does not exist', () => {
    const body = `See [our plans](/plans), [a post](/blog-details/99) and [a product](/shop-details/999).\n\n${BODY}`
    const message = errorFor([['1-a.md', {}, body]])
    expect(message).toContain('1-a.md:13 field "body": link to /plans: no such page')
    expect(message).toContain('1-a.md:13 field "body": link to /blog-details/99: no such page')
    expect(message).toContain('1-a.md:13 field "body": link to /shop-details/999: no such page')
  })

  it('raw HTML in the body is refused', () => {
    const body = `${BODY}\n<div class="note">Hi</div>\n`
    expect(errorFor([['1-a.md', {}, body]])).toContain(
      '1-a.md:17 field "body": raw HTML is not allowed',
    )
  })

  it('a good post loads, with its reading time derived from the words', () => {
    const words = Array.from({ length: 401 }, () => 'word').join(' ')
    const folder = folderWith([['1-a.md', {}, `${words}\n`]])
    const [post] = loadPosts([folder], { includeUnpublished: false, today: new Date('2026-01-01') })
    expect(post?.wordCount).toBe(401)
    expect(post?.post_info.readingTime).toBe('3 min read')
  })

  it('leaves out drafts and posts dated after the build day, unless asked for them', () => {
    const folder = folderWith([
      ['1-a.md', {}],
      ['2-b.md', { id: '2', draft: 'true' }],
      ['3-c.md', { id: '3', date: '02 JAN 2026' }],
    ])
    const today = new Date('2026-01-01T12:00:00Z')
    expect(loadPosts([folder], { includeUnpublished: false, today }).map((p) => p.id)).toEqual([1])
    const all = loadPosts([folder], { includeUnpublished: true, today })
    expect(all.map((p) => [p.id, p.unpublished])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ])
  })
})
