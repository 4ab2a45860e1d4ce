// A copy of content/ whose products folder holds N products, for timing the CMS at scale
// (scripts/cms-scale.mjs): the real products, then copies of them with the next ids and numbered
// titles, each in its own `{id}-{slug}.yaml` as the real ones are named. The same scheme as the
// shop's build-time fixture (content/products/fixture.ts), written out as files.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parse, stringify } from 'yaml'
import { slugOf } from './new-file.mjs'

export const PRODUCTS = join('products', 'items')

/** The real products, in id order, as parsed objects. */
export function realProducts(content = 'content') {
  const dir = join(content, PRODUCTS)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parse(readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => a.id - b.id)
}

/** Product `id` of a catalogue of copies: its source's fields, the id, a numbered title. */
export function scaledProduct(products, id) {
  const source = products[(id - 1) % products.length]
  const round = Math.floor((id - 1) / products.length)
  return { ...source, id, title: round ? `${source.title} (${round + 1})` : source.title }
}

/** The entry's name in the CMS: its file name without the extension. */
export const entrySlug = (product) => `${product.id}-${slugOf(product.title)}`

/** Copies content/ to `dir`/content and adds products up to `size`; returns the folder. */
export function writeScaledContent(dir, size) {
  const content = join(dir, 'content')
  cpSync('content', content, { recursive: true })
  const products = realProducts()
  for (let id = products.length + 1; id <= size; id += 1) {
    const product = scaledProduct(products, id)
    writeFileSync(join(content, PRODUCTS, `${entrySlug(product)}.yaml`), stringify(product))
  }
  return content
}

/** decap-server's answer to the listing the CMS asks for: milliseconds, bytes and entries. */
export async function listing(url) {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'entriesByFolder',
      params: { branch: 'master', folder: `content/${PRODUCTS}`, extension: 'yaml', depth: 1 },
    }),
  })
  const text = await response.text()
  return { ms: performance.now() - started, bytes: text.length, entries: JSON.parse(text).length }
}
