/**
 * Where the CMS holds the entry's pictures. A picture the author has just chosen is a file in the
 * browser until the entry is saved: the entry lists it among its media files, with a blob: URL
 * of it, saved where its field's folder says (public/images/people/x.svg, which the site serves
 * at /images/people/x.svg). Decap's getAsset resolves a path through the field's media folder;
 * the site's fields give theirs from the repository's root, which it takes for a full address
 * and hands back as it is: the bare path, which names no file yet. So the preview takes a chosen
 * picture's URL from the entry's media files, and asks getAsset, with the picture's field, for
 * the rest (files already saved, which the site serves).
 */
import type { Immutable } from './decap'
import { isRecord } from './entry'

const isMap = (value: unknown): value is Immutable =>
  typeof value === 'object' && value !== null && 'get' in value && typeof value.get === 'function'

const listOf = (value: unknown): Immutable[] =>
  typeof value === 'object' &&
  value !== null &&
  'toArray' in value &&
  typeof value.toArray === 'function'
    ? [...value.toArray()].filter(isMap)
    : []

/** Every picture path of `data`, with the field (as Decap holds it) it was chosen in. */
export function pictureFields(fields: unknown, data: unknown): Map<string, Immutable> {
  const found = new Map<string, Immutable>()
  const walk = (list: unknown, values: unknown) => {
    if (!isRecord(values)) return
    for (const field of listOf(list)) {
      const value = values[String(field.get('name'))]
      const items = Array.isArray(value) ? value : [value]
      const single = field.get('field')
      if (field.get('widget') === 'image' && typeof value === 'string') found.set(value, field)
      if (isMap(single) && single.get('widget') === 'image') {
        for (const item of items) if (typeof item === 'string') found.set(item, single)
      }
      for (const item of items) walk(field.get('fields'), item)
    }
  }
  walk(fields, data)
  return found
}

/**
 * The site path of each picture chosen for the entry and not saved yet (public/ is the site's
 * root), to its blob: URL. The entry lists saved files too while the media library is open,
 * with URLs the library revokes when it closes: those are drawn from the site instead.
 */
export function draftPictureUrls(mediaFiles: unknown): Map<string, string> {
  const urls = new Map<string, string>()
  for (const file of Array.isArray(mediaFiles) ? mediaFiles : []) {
    if (!isRecord(file) || file.draft !== true) continue
    if (typeof file.path !== 'string' || typeof file.url !== 'string') continue
    urls.set(`/${file.path.replace(/^\/?public\//, '')}`, file.url)
  }
  return urls
}
