// @vitest-environment node
// The CMS's previews: one for every collection and every file the CMS edits, each checking its
// entry with the schema the build checks that file with, and saying what fails in the words of
// `npm run check:content` (file, line, field).
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { checkEntry, entryFile, fileData } from '@/components/cms-preview/entry'
import { PREVIEWS } from '@/components/cms-preview/previews'
import { blogPostSchema } from '@/content/blog/schema'
import { filesCollections, folderCollections } from '@/content/cms/collections'
import { compileMarkdownBody } from '@/content/shared/markdown-compile'
import { productSchema } from '@/content/products/schema'

// The chat's islands pick their side with require() at build; the previews never show the chat.
vi.mock('@/components/layout/chat-islands', () => ({ CookieChoicesButton: () => null }))

const PRODUCT = 'content/products/items/1-the-specialty-lines-field-guide.yaml'

describe('the previews', () => {
  it('draw every collection and every file of the CMS, checked by the schema the build uses', () => {
    const wanted = [
      ...folderCollections.map((c) => ({ collection: c.name, file: undefined, schema: c.schema })),
      ...filesCollections.flatMap((c) =>
        c.files.map((f) => ({ collection: c.name, file: f.name, schema: f.schema })),
      ),
    ]
    for (const { collection, file, schema } of wanted) {
      const found = PREVIEWS.filter(
        (preview) => preview.collection === collection && preview.file === file,
      )
      expect(found, `${collection}${file ? `/${file}` : ''}`).toHaveLength(1)
      expect(found[0]!.schema, `${collection}${file ? `/${file}` : ''}`).toBe(schema)
    }
    expect(PREVIEWS).toHaveLength(wanted.length)
  })
})

describe('an entry as the preview reads it', () => {
  it('holds the form values in the order of the form, without empty ones', () => {
    const data = fileData({ price: 42, id: 1, title: 'A', old_price: null, body: 'x' }, productSchema)
    expect(Object.keys(data)).toEqual(['id', 'title', 'price'])
  })

  it("an invalid price fails with check:content's message: file, line, field", () => {
    const values = { ...parse(readFileSync(PRODUCT, 'utf8')), price: -5 }
    const checked = checkEntry(productSchema, entryFile(PRODUCT, values, productSchema, false))
    expect(checked).toEqual({
      ok: false,
      problems: [`${PRODUCT}:4 field "price": Too small: expected number to be >0`],
    })
  })

  it('a missing field is named as missing, at the top of the file', () => {
    const { title: _title, ...values } = parse(readFileSync(PRODUCT, 'utf8'))
    const checked = checkEntry(productSchema, entryFile(PRODUCT, values, productSchema, false))
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.problems).toEqual([
      `${PRODUCT}:1 field "title": missing (Invalid input: expected string, received undefined)`,
    ])
  })

  it("a post's body starts below its front matter: a Markdown problem names its line", () => {
    const file = 'content/blog/posts/99-a-new-post.md'
    const values = {
      id: 99,
      title: 'A new post',
      date: '05 MAR 2026',
      author: 'Maya Ellison',
      category: 'Quoting',
      topic: 'Quoting',
      page: 'blog-list',
      img: '/images/blog/b1.svg',
      excerpt: 'One line.',
      body: 'An opening paragraph.\n\n#### Too deep\n',
    }
    const entry = entryFile(file, values, blogPostSchema, true)
    expect(checkEntry(blogPostSchema, entry).ok).toBe(true)
    // Nine fields between two --- lines (1 and 11): the body's third line is line 14.
    const compiled = compileMarkdownBody(entry, {
      routeExists: () => true,
      pictureSize: () => undefined,
    })
    expect(compiled.problems).toEqual([
      { file, line: 14, field: 'body', message: 'heading "Too deep" skips from h1 to h4' },
    ])
  })
})
