import { describe, expect, it } from 'vitest'
import { draftPictureUrls, pictureFields } from '@/components/cms-preview/asset-fields'

/** Decap's form settings as it hands them over: Immutable maps and lists, in miniature. */
function immutable(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(immutable)
    return { toArray: () => items, toJS: () => value }
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, immutable(item)]),
    )
    return { get: (key: string) => entries[key], toJS: () => value }
  }
  return value
}

const FIELDS = immutable([
  { name: 'title', widget: 'string' },
  { name: 'image', widget: 'image', media_folder: '/public/images/shop' },
  { name: 'gallery', widget: 'list', field: { name: 'photo', widget: 'image' } },
  {
    name: 'authors',
    widget: 'list',
    fields: [
      { name: 'name', widget: 'string' },
      { name: 'portrait', widget: 'image' },
    ],
  },
  { name: 'tags', widget: 'list', field: { name: 'tag', widget: 'string' } },
])

describe('pictureFields', () => {
  it('finds each picture of the entry with the field it was chosen in, at any depth', () => {
    const found = pictureFields(FIELDS, {
      title: '/images/not-a-picture.svg',
      image: '/images/shop/cover.svg',
      gallery: ['/images/shop/a.svg', '/images/shop/b.svg'],
      authors: [{ name: 'Ana', portrait: '/images/people/ana.svg' }],
      tags: ['/images/also-not.svg'],
    })
    expect([...found.keys()].sort()).toEqual([
      '/images/people/ana.svg',
      '/images/shop/a.svg',
      '/images/shop/b.svg',
      '/images/shop/cover.svg',
    ])
    const settings = (path: string) => (found.get(path) as { toJS(): unknown }).toJS()
    expect(settings('/images/shop/cover.svg')).toMatchObject({ name: 'image', widget: 'image' })
    expect(settings('/images/shop/b.svg')).toEqual({ name: 'photo', widget: 'image' })
    expect(settings('/images/people/ana.svg')).toEqual({ name: 'portrait', widget: 'image' })
  })

  it('reads nothing from values or settings of the wrong shape', () => {
    expect(pictureFields(FIELDS, null).size).toBe(0)
    expect(pictureFields(FIELDS, { image: 42, gallery: [7, null], authors: [null, 'x'] }).size).toBe(0)
    expect(pictureFields(undefined, { image: '/images/a.svg' }).size).toBe(0)
  })
})

describe('draftPictureUrls', () => {
  it('maps each unsaved picture, by its path on the site, to its blob: URL', () => {
    const urls = draftPictureUrls([
      { path: 'public/images/people/new.svg', url: 'blob:http://x/1', draft: true },
      { path: '/public/images/shop/new.png', url: 'blob:http://x/2', draft: true },
      // Saved files the media library lists while it is open: their URLs are revoked on close.
      { path: 'public/images/people/old.svg', url: 'blob:http://x/3', draft: false },
      { path: 'public/images/people/odd.svg', draft: true },
      'not a file',
    ])
    expect(Object.fromEntries(urls)).toEqual({
      '/images/people/new.svg': 'blob:http://x/1',
      '/images/shop/new.png': 'blob:http://x/2',
    })
    expect(draftPictureUrls(undefined).size).toBe(0)
  })
})
