// The CMS's products list, for a catalogue of thousands. Decap lists a folder by reading every
// file in it and drawing a card for each (9 to 12 s at 5,000 products, docs/content.md), and has
// no setting that pages it. The finder (product-finder.client.js, served as admin/finder.js)
// takes the place of that list in the CMS: the sidebar's "Products" opens it over the CMS, it
// lists the products from a small index written beside it, finds one by title or id as the
// author types, and opens the one chosen in Decap's own editor, which reads that entry alone.
// Decap's full list stays one link away.
//
// The index, admin/products.json: each product's id, title, category and entry name (its file
// name, which is what Decap's editor address names). The build writes it from the content it
// builds; `npm run cms` writes it at start and again whenever a product file changes.
import { readdirSync, readFileSync, watch, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { writeWhole } from '../../../lib/write-whole.mjs'

/** The products' folder under the content folder. */
export const PRODUCT_ITEMS = join('products', 'items')

/** The finder's script and its index, in the admin folder. */
export const FINDER_SCRIPT = 'finder.js'
export const PRODUCT_INDEX = 'products.json'

const SOURCE = new URL('./product-finder.client.js', import.meta.url)

/** The top-level fields the finder shows, read from a product file without parsing all of it. */
const LISTED = /^(id|title|category):[^\n]*(?:\n[ \t]+[^\n]*)*/gm

/** One product file's id, title and category; the whole file parsed only if the lines do not tell. */
export function listedFields(text) {
  const lines = text.match(LISTED) ?? []
  let fields
  try {
    fields = parse(lines.join('\n')) ?? {}
  } catch {
    fields = {}
  }
  if (typeof fields.title !== 'string' || typeof fields.id !== 'number') {
    try {
      fields = parse(text) ?? {}
    } catch {
      fields = {}
    }
  }
  return fields
}

/**
 * The index of the products in `contentDir`: `[id, title, category, entry]` for each, in id order.
 * A file the finder cannot read a title and id from is listed by its name (check:content names
 * what is wrong with it; the finder still opens it).
 */
export function productIndex(contentDir = 'content') {
  const dir = join(contentDir, PRODUCT_ITEMS)
  const rows = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => {
      const entry = name.slice(0, -'.yaml'.length)
      const fields = listedFields(readFileSync(join(dir, name), 'utf8'))
      const id = typeof fields.id === 'number' ? fields.id : Number(/^(\d+)-/.exec(name)?.[1] ?? 0)
      const title = typeof fields.title === 'string' ? fields.title : entry
      const category = typeof fields.category === 'string' ? fields.category : ''
      return [id, title, category, entry]
    })
  return rows.sort((a, b) => a[0] - b[0] || a[3].localeCompare(b[3]))
}

/**
 * Writes the index into the admin folder `dir`: `source` says where the list comes from, for the
 * finder to tell the author ('build': the content of the site's last build; 'local': this
 * machine's content/, kept up to date while `npm run cms` runs). Written whole, then renamed in.
 */
export function writeProductIndex(dir, { contentDir = 'content', source = 'build' } = {}) {
  const products = productIndex(contentDir)
  writeWhole(join(dir, PRODUCT_INDEX), JSON.stringify({ source, products }))
  return products.length
}

/** The finder's script, copied into the admin folder. */
export function writeFinderScript(dir) {
  writeFileSync(join(dir, FINDER_SCRIPT), readFileSync(SOURCE, 'utf8'))
}

/**
 * `npm run cms`: writes the index again a moment after product files change (saved, added or
 * deleted in the CMS or by hand). Returns a function that stops watching.
 */
export function watchProductIndex(dir, { contentDir = 'content', delay = 300 } = {}) {
  let timer
  const watcher = watch(join(contentDir, PRODUCT_ITEMS), () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      try {
        writeProductIndex(dir, { contentDir, source: 'local' })
      } catch (error) {
        console.warn(`cms: the products' finder index was not written: ${error.message}`)
      }
    }, delay)
  })
  return () => {
    clearTimeout(timer)
    watcher.close()
  }
}
