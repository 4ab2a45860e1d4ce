import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
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
  // Pages that do carry a picture inline are in the index.
  expect(readExported('/shop-details/1')).toContain('src="data:image/svg+xml,')
  const product = all.find(({ text }) => text.includes('"url":"/shop-details/1"'))
  expect(product, 'the fragment of /shop-details/1').toBeDefined()
  expect(all.filter(({ text }) => text.includes('data:image')).map(({ name }) => name)).toEqual([])
})
