// @vitest-environment node
// The CMS's forms come from the content schemas: every schema key has its field, with a widget
// that fits, and every content file on disk belongs to a collection of the CMS.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cmsCollections, filesCollections, folderCollections } from '@/content/cms'
import { decapFields, type DecapField } from '@/lib/cms/decap-fields'

type Collection = {
  name: string
  folder?: string
  fields?: DecapField[]
  files?: { name: string; file: string; fields: DecapField[] }[]
}
const collections = cmsCollections() as Collection[]
const fieldsOf = (name: string, file?: string) => {
  const collection = collections.find((candidate) => candidate.name === name)!
  return file ? collection.files!.find((entry) => entry.name === file)!.fields : collection.fields!
}
const field = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!

/** The keys of an object schema (through its refinements). */
const keysOf = (schema: z.ZodType) =>
  Object.keys((schema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape)

describe('the generated fields match the schemas', () => {
  it.each(folderCollections.map((collection) => [collection.name, collection] as const))(
    '%s: one field per schema key, and a body for Markdown',
    (name, collection) => {
      const names = fieldsOf(name).map((f) => f.name)
      expect(names).toEqual([
        ...keysOf(collection.schema),
        ...(collection.markdown ? ['body'] : []),
      ])
    },
  )

  it.each(
    filesCollections.flatMap((collection) =>
      collection.files.map((entry) => [collection.name, entry.name, entry] as const),
    ),
  )('%s/%s: one field per schema key', (name, file, entry) => {
    const names = fieldsOf(name, file).map((f) => f.name)
    expect(names).toEqual([...keysOf(entry.schema), ...(entry.markdown ? ['body'] : [])])
  })
})

describe('widgets that fit the schema', () => {
  const product = fieldsOf('products')

  it('numbers for prices and ratings, whole numbers for stock and ids', () => {
    expect(field(product, 'price')).toMatchObject({ widget: 'number', value_type: 'float' })
    expect(field(product, 'quantity')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
      max: 9999,
    })
    expect(field(product, 'id')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    const review = field(product, 'reviews').fields as DecapField[]
    expect(field(review, 'rating')).toMatchObject({ widget: 'number', min: 0, max: 5 })
  })

  it('a select for categories, a list for features, pictures saved where the site reads them', () => {
    expect(field(product, 'category')).toMatchObject({
      widget: 'select',
      options: ['books', 'visiting-card', 'magazine'],
    })
    const details = field(product, 'details').fields as DecapField[]
    expect(field(details, 'main_features')).toMatchObject({ widget: 'list', min: 1 })
    expect(field(product, 'img')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/products',
      public_folder: '/images/products',
    })
    expect(field(product, 'related_images')).toMatchObject({ widget: 'list', min: 3, max: 3 })
  })

  it("Markdown for bodies, a date in the site's format, the author from the authors", () => {
    const post = fieldsOf('posts')
    expect(field(post, 'body')).toMatchObject({ widget: 'markdown' })
    expect(field(post, 'date')).toMatchObject({
      widget: 'datetime',
      format: 'DD MMM YYYY',
      time_format: false,
    })
    expect(field(post, 'author')).toMatchObject({ widget: 'relation', collection: 'authors' })
    expect(field(post, 'draft')).toMatchObject({ widget: 'boolean', required: false })
    expect(field(fieldsOf('legal', 'terms'), 'body')).toMatchObject({ widget: 'markdown' })
  })

  it('required unless the schema says optional; text areas for sentences', () => {
    const faq = fieldsOf('faq')
    expect(field(faq, 'title').required).toBeUndefined()
    expect(field(faq, 'isShow').required).toBe(false)
    expect(field(faq, 'desc').widget).toBe('text')
    expect(field(faq, 'title').widget).toBe('string')
  })

  it("a blog category's and an author's page copy: a line for the title, text areas for the rest", () => {
    const categories = fieldsOf('categories')
    expect(categories.map((f) => [f.name, f.widget])).toEqual([
      ['id', 'number'],
      ['name', 'string'],
      ['title', 'string'],
      ['description', 'text'],
      ['intro', 'text'],
    ])
    const authors = fieldsOf('authors')
    expect(field(authors, 'description').widget).toBe('text')
    expect(field(authors, 'intro').widget).toBe('text')
    expect(field(authors, 'designation').widget).toBe('string')
  })

  it('names each field so an author can read it', () => {
    expect(field(product, 'sm_desc').label).toBe('Short description')
    expect(field(fieldsOf('pages', 'home'), 'testimonials').label).toBe('Testimonials')
  })

  it('a schema type the generator does not know is an error, not a missing field', () => {
    expect(() => decapFields(z.object({ when: z.date() }))).toThrow(/No CMS widget .* "when"/)
  })
})

describe('every content file is editable in the CMS', () => {
  const covered = (file: string) =>
    folderCollections.some((collection) => file.startsWith(`${collection.folder}/`)) ||
    filesCollections.some((collection) => collection.files.some((entry) => entry.file === file))

  it('no Markdown or YAML file under content/ is left out', () => {
    const files = (readdirSync('content', { recursive: true }) as string[])
      .map((name) => join('content', name))
      .filter((file) => statSync(file).isFile() && /\.(md|ya?ml)$/.test(file))
    expect(files.length).toBeGreaterThan(150)
    expect(files.filter((file) => !covered(file))).toEqual([])
  })
})
