// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadCollection } from '@/lib/content-files/collection'
import { faqItemSchema } from '@/content/faq'
import { productSchema } from '@/content/products'
import { KINDS, newItem } from '@/scripts/new-item.mjs'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A copy of a collection's folder under the project, with the new item written into it. */
function withNewItem(kind: 'product' | 'faq', title: string) {
  const base = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(base, { recursive: true })
  const folder = mkdtempSync(path.join(base, `new-${kind}-`))
  folders.push(folder)
  cpSync(KINDS[kind].folder, folder, { recursive: true })
  const item = newItem(kind, title, readdirSync(folder))
  writeFileSync(path.join(folder, item.file), item.text)
  return { item, folder: path.relative(process.cwd(), folder) }
}

describe('npm run new:product and new:faq', () => {
  it('a product with the next id, every field, that the checks accept', () => {
    const { item, folder } = withNewItem('product', 'Flood Zone Field Guide')
    expect(item.id).toBe(21)
    expect(item.file).toBe('21-flood-zone-field-guide.yaml')
    const { items } = loadCollection(folder, productSchema)
    expect(items.at(-1)).toMatchObject({ id: 21, title: 'Flood Zone Field Guide', quantity: 0 })
  })

  it('an FAQ entry with the next id that the checks accept', () => {
    const { item, folder } = withNewItem('faq', 'Can I quote flood & quake together?')
    expect(item.file).toBe('25-can-i-quote-flood-and-quake-together.yaml')
    expect(loadCollection(folder, faqItemSchema).items.at(-1)).toMatchObject({
      id: 25,
      category: 'Account',
    })
  })
})
