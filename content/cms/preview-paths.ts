/**
 * Where the CMS's "View Live" opens an item: Decap's `preview_path` templates, derived from the
 * site's own page helpers so a page that moves moves its link too. Decap joins a template to
 * `site_url` (which already holds the path prefix), so the templates are relative and unprefixed.
 */
import { blogPostPath } from '../blog/paths'
import { productPath } from '../products/client'

/** An id no item has: the helper's path for it, with the id's field in its place, is the template. */
const MARK = 987_654_321

/** The template of pages `path(id)`: 'shop-details/{{fields.id}}' for products. */
export function previewPathOf(path: (id: number) => string): string {
  const sample = path(MARK)
  if (!sample.startsWith('/') || sample.split(String(MARK)).length !== 2) {
    throw new Error(`A page path must hold its id once, not "${sample}"`)
  }
  return sample.replace(String(MARK), '{{fields.id}}').slice(1)
}

/** The template of items that name their own page in a `path` field (the case studies). */
export const OWN_PATH_FIELD = '{{fields.path}}'

/** preview_path by collection: the collections whose items each have a page of their own. */
export const PREVIEW_PATHS: Readonly<Record<string, string>> = {
  posts: previewPathOf(blogPostPath),
  products: previewPathOf(productPath),
  'case-studies': OWN_PATH_FIELD,
}
