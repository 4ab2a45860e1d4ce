// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadCollection, loadEntry } from '@/lib/content-files/collection'

const itemSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    details: z.object({ pages: z.number().positive() }).strict(),
    img: z.string().optional(),
  })
  .strict()

const GOOD = 'id: 1\ntitle: A guide\ndetails:\n  pages: 120\nimg: /images/products/p1.svg\n'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder under the project (errors print paths from it) holding these files. */
function folderWith(files: Record<string, string>): string {
  const base = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(base, { recursive: true })
  const folder = mkdtempSync(path.join(base, 'collection-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text)
  return path.relative(process.cwd(), folder)
}

function errorOf(load: () => unknown): string {
  try {
    load()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('loaded without an error')
}

describe('a collection of YAML files', () => {
  it('loads good files in id order, with each source and the files as written', () => {
    const folder = folderWith({
      '10-ten.yaml': GOOD.replace('id: 1', 'id: 10'),
      '2-two.yaml': GOOD.replace('id: 1', 'id: 2'),
    })
    const { items, sources, raw } = loadCollection(folder, itemSchema)
    expect(items.map((item) => item.id)).toEqual([2, 10])
    expect(sources.map((source) => path.basename(source.file))).toEqual([
      '2-two.yaml',
      '10-ten.yaml',
    ])
    expect(raw[0]).toMatchObject({ id: 2, title: 'A guide' })
  })

  it('orders by `order` where items have one', () => {
    const schema = itemSchema.extend({ order: z.number() })
    const folder = folderWith({
      '1-a.yaml': `${GOOD}order: 2\n`,
      '2-b.yaml': `${GOOD.replace('id: 1', 'id: 2')}order: 1\n`,
    })
    expect(loadCollection(folder, schema).items.map((item) => item.id)).toEqual([2, 1])
  })

  it('names file, line and field of a wrong, a missing and an unknown field', () => {
    const folder = folderWith({
      '1-a.yaml': 'id: 1\ntitle: A guide\ndetails:\n  pages: -3\n  colour: red\n',
      '2-b.yaml': 'id: 2\ndetails:\n  pages: 1\n',
    })
    const message = errorOf(() => loadCollection(folder, itemSchema))
    expect(message).toContain(`${folder}/1-a.yaml:4 field "details.pages": Too small`)
    expect(message).toContain(`${folder}/1-a.yaml:5 field "details.colour": unknown field`)
    expect(message).toMatch(new RegExp(`${folder}/2-b\\.yaml:1 field "title": missing`))
  })

  it('names the line of a YAML syntax error', () => {
    const folder = folderWith({ '1-a.yaml': 'id: 1\ntitle: "unclosed\ndetails: x\n' })
    expect(errorOf(() => loadCollection(folder, itemSchema))).toMatch(
      new RegExp(`${folder}/1-a\\.yaml:\\d+ field "\\(yaml\\)"`),
    )
  })

  it('refuses a file name that does not carry the id and a slug', () => {
    const folder = folderWith({ '3-a.yaml': GOOD, '1.yaml': GOOD })
    const message = errorOf(() => loadCollection(folder, itemSchema, { uniqueIds: false }))
    expect(message).toContain(
      `${folder}/3-a.yaml:1 field "id": the file name must be 1-{slug}.yaml`,
    )
    expect(message).toContain(`${folder}/1.yaml:1 field "id": the file name must be 1-{slug}.yaml`)
  })

  it('refuses two items with one id, or two files with one slug', () => {
    const folder = folderWith({
      '1-a.yaml': GOOD,
      '1-b.yaml': GOOD,
      '2-a.yaml': GOOD.replace('id: 1', 'id: 2'),
    })
    const message = errorOf(() => loadCollection(folder, itemSchema))
    expect(message).toContain(
      `${folder}/1-b.yaml:1 field "id": duplicates the id of ${folder}/1-a.yaml`,
    )
    expect(message).toContain(
      `${folder}/2-a.yaml:1 field "id": its slug duplicates ${folder}/1-a.yaml`,
    )
  })

  it('refuses a picture with no file under public/', () => {
    const folder = folderWith({ '1-a.yaml': GOOD.replace('p1.svg', 'nope.svg') })
    expect(errorOf(() => loadCollection(folder, itemSchema))).toContain(
      `${folder}/1-a.yaml:5 field "img": image /images/products/nope.svg does not exist in public/`,
    )
  })

  it('refuses an empty or missing folder', () => {
    expect(errorOf(() => loadCollection('content/no-such-folder', itemSchema))).toContain(
      'content/no-such-folder:1 field "(folder)": holds no .yaml file',
    )
  })
})

describe('one YAML file', () => {
  it('loads a good file', () => {
    const folder = folderWith({ 'page.yaml': GOOD })
    expect(loadEntry(`${folder}/page.yaml`, itemSchema).value.title).toBe('A guide')
  })

  it('names a missing file', () => {
    expect(errorOf(() => loadEntry('content/pages/nope.yaml', itemSchema))).toContain(
      'content/pages/nope.yaml:1 field "(file)": the file is missing',
    )
  })

  it('names the line of a bad field', () => {
    const folder = folderWith({ 'page.yaml': GOOD.replace('title: A guide', 'title: ""') })
    expect(errorOf(() => loadEntry(`${folder}/page.yaml`, itemSchema))).toContain(
      `${folder}/page.yaml:2 field "title"`,
    )
  })
})
