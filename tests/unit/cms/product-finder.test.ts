// @vitest-environment node
// The CMS's products finder: the index it reads (each product's id, title, category and entry
// name, in id order), read from the product files as the build and `npm run cms` write it, and
// its place on the admin page, before Decap's bundle.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminPage } from '@/scripts/lib/cms/admin.mjs'
import {
  listedFields,
  PRODUCT_INDEX,
  productIndex,
  watchProductIndex,
  writeProductIndex,
} from '@/scripts/lib/cms/product-finder.mjs'

let content: string
const write = (name: string, text: string) =>
  writeFileSync(join(content, 'products', 'items', name), text)

beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'finder-'))
  mkdirSync(join(content, 'products', 'items'), { recursive: true })
})
afterEach(() => rmSync(content, { recursive: true, force: true }))

describe("the finder's index", () => {
  it('lists every product file by id: title, category and the entry name the editor opens', () => {
    write('10-flood-cover.yaml', 'id: 10\ntitle: Flood Cover\nprice: 4\ncategory: books\n')
    write(
      '2-quoted.yaml',
      "id: 2\nimg: /images/products/p2.svg\ntitle: 'Cards: Matte, 400gsm'\ncategory: visiting-card\n",
    )
    // A title folded over two lines, as the YAML writer wraps a long one.
    write(
      '3-long.yaml',
      'id: 3\ntitle: A very long title that the YAML writer folds onto\n  a second line\ncategory: magazine\nsm_desc: x\n',
    )
    write('notes.txt', 'not a product')
    expect(productIndex(content)).toEqual([
      [2, 'Cards: Matte, 400gsm', 'visiting-card', '2-quoted'],
      [3, 'A very long title that the YAML writer folds onto a second line', 'magazine', '3-long'],
      [10, 'Flood Cover', 'books', '10-flood-cover'],
    ])
  })

  it('reads only the top-level fields it shows, never a nested one of the same name', () => {
    expect(
      listedFields('details:\n  title: Nested\nid: 7\ntitle: Top\ncategory: books\n'),
    ).toEqual({ id: 7, title: 'Top', category: 'books' })
  })

  it('lists a file it cannot read by its name and id, to open and fix in the editor', () => {
    write('4-broken.yaml', 'id: [\ntitle: {\n')
    expect(productIndex(content)).toEqual([[4, '4-broken', '', '4-broken']])
  })

  it('is written whole into the admin folder, saying whose list it is', () => {
    write('1-one.yaml', 'id: 1\ntitle: One\ncategory: books\n')
    const admin = join(content, 'admin')
    mkdirSync(admin)
    expect(writeProductIndex(admin, { contentDir: content, source: 'local' })).toBe(1)
    expect(JSON.parse(readFileSync(join(admin, PRODUCT_INDEX), 'utf8'))).toEqual({
      source: 'local',
      products: [[1, 'One', 'books', '1-one']],
    })
  })

  it('under npm run cms, follows the product files as they are saved', async () => {
    write('1-one.yaml', 'id: 1\ntitle: One\ncategory: books\n')
    const admin = join(content, 'admin')
    mkdirSync(admin)
    writeProductIndex(admin, { contentDir: content, source: 'local' })
    const stop = watchProductIndex(admin, { contentDir: content, delay: 20 })
    const listed = () =>
      (JSON.parse(readFileSync(join(admin, PRODUCT_INDEX), 'utf8')) as { products: unknown[] })
        .products.length
    try {
      write('2-two.yaml', 'id: 2\ntitle: Two\ncategory: books\n')
      await expect.poll(listed, { timeout: 10_000 }).toBe(2)
    } finally {
      stop()
    }
  })
})

describe('the admin page', () => {
  it("loads the finder before Decap's bundle, connected or not", () => {
    const connected = adminPage({ policy: "default-src 'self'", finder: 'finder.js' })
    expect(connected).toMatch(
      /<script src="\/admin\/finder\.js"><\/script>\n<script src="\/admin\/decap-cms\.js">/,
    )
    const local = adminPage({ policy: "default-src 'self'", finder: 'finder.js', connected: false })
    expect(local).toMatch(
      /<\/main>\n<script src="\/admin\/finder\.js"><\/script>\n<script src="\/admin\/start\.js"/,
    )
  })
})
