import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { products } from '../../content/products'
import { OUT, readExported } from '../e2e/support/export'

/** Every result fragment of the search index, as text. */
function fragments(): { name: string; text: string }[] {
  const dir = join(OUT, 'pagefind', 'fragment')
  return readdirSync(dir).map((name) => ({
    name,
    text: gunzipSync(readFileSync(join(dir, name))).toString('utf8'),
  }))
}

test("search results carry no page's inline pictures, only their text", () => {
  const all = fragments()
  // Pages that do carry a picture inline are in the index, without the drawing's labels (the
  // words of the picture's file, which the drawing holds as shapes).
  const html = readExported('/shop-details/1')
  const drawing = /<svg [^>]*data-first-screen=""[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1] ?? ''
  expect(drawing, 'the drawing of /shop-details/1').toContain('<use href=')
  const picture = products.find((product) => product.id === 1)!.related_images[0]
  const file = readFileSync(join(process.cwd(), 'public', picture), 'utf8')
  const labels = [...file.matchAll(/<text\b[^>]*>([^<]{4,})</g)].map(([, text = '']) => text)
  expect(labels.length, `labels in ${picture}, the drawing of /shop-details/1`).toBeGreaterThan(0)
  const product = all.find(({ text }) => text.includes('"url":"/shop-details/1"'))
  expect(product, 'the fragment of /shop-details/1').toBeDefined()
  expect(labels.filter((label) => product!.text.includes(label))).toEqual([])
  expect(all.filter(({ text }) => text.includes('data:image')).map(({ name }) => name)).toEqual([])
})
