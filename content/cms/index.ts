/**
 * The CMS's collections with their fields, generated from the content schemas
 * (lib/cms/decap-fields.ts) when the site builds: the editor's forms and the build's checks cannot
 * drift apart.
 */
import { decapFields, type DecapField, type FieldHints } from '@/lib/cms/decap-fields'
import { filesCollections, folderCollections, type FolderCollection } from './collections'
import { slotsFor } from '@/lib/images/references'
import { minimumSourceWidth } from '@/lib/images/slots'
import { PREVIEW_PATHS } from './preview-paths'

export * from './collections'
export { PREVIEW_PATHS, previewPathOf } from './preview-paths'

/** Keys whose labels read badly as they are. */
const LABELS: Record<string, string> = {
  sm_desc: 'Short description',
  old_price: 'Old price',
  img: 'Picture',
  related_images: 'Gallery pictures',
  desc: 'Description',
  isShow: 'Open by default',
  imgAlt: 'Picture description',
  review_text: 'Review',
  user: 'Avatar',
  sub_title: 'Subtitle',
  quote_blog: 'Quote post',
  replyTo: 'Reply to comment id',
  memberId: 'Team member id',
  page: 'Shown on',
}

/** Keys whose text runs to sentences. */
const LONG_TEXT = new Set([
  'desc',
  'lead',
  'summary',
  'excerpt',
  'review_text',
  'specifications',
  'text',
  'paragraphs',
  'bio',
  'overview',
  'results',
  'cardText',
  'formIntro',
  'responseTime',
  'description',
  'quote',
  'sm_desc',
  'intro',
])

/**
 * The hint under a picture field: the smallest photo its place on the site takes (the build
 * refuses a smaller one) and what the build does with it. `path` is the collection's folder or file.
 */
export function imageHint(path: string, key: string): string {
  const width = minimumSourceWidth(slotsFor(`${path}/`, [key]))
  return `SVG, or a JPEG, PNG, WebP or AVIF photo at least ${width} px wide (at most 40 megapixels and 25 MB; no GIF). The build makes the sizes each screen needs and removes location and camera data.`
}

const hintsFor = (
  images = 'uploads',
  overrides?: FieldHints['overrides'],
  folder = '',
): FieldHints => ({
  imageHint: (key) => imageHint(folder, key),
  labels: LABELS,
  longText: LONG_TEXT,
  overrides,
  // Pictures go where the site reads them: public/images/{folder}, written as /images/{folder}/x.
  media: { media_folder: `/public/images/${images}`, public_folder: `/images/${images}` },
})

// Markdown as written first: the rich-text mode rewrites a body it opens (tables, captions).
const bodyField: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
}

/** The list's filters (one per option of the select field `name`) and its grouping by that field. */
export function viewsBy(fields: readonly DecapField[], name: string | undefined) {
  const field = fields.find((candidate) => candidate.name === name)
  const options = field?.options
  if (!field || !Array.isArray(options)) return {}
  return {
    view_filters: options.map((value) => ({
      label: `${field.label}: ${String(value)}`,
      field: field.name,
      pattern: `^${String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    })),
    view_groups: [{ label: field.label, field: field.name }],
  }
}

/** A folder collection: one file per entry, named {id}-{slug}. */
function folderCollection(collection: FolderCollection) {
  const fields = [
    ...decapFields(
      collection.schema,
      hintsFor(collection.images, collection.overrides, collection.folder),
    ),
    ...(collection.markdown ? [bodyField] : []),
  ]
  return {
    name: collection.name,
    label: collection.label,
    folder: collection.folder,
    create: true,
    ...(collection.markdown
      ? { extension: 'md', format: 'frontmatter' }
      : { extension: 'yaml', format: 'yaml' }),
    identifier_field: collection.identifier,
    // Files are named {id}-{slug}, as the build expects.
    slug: '{{id}}-{{slug}}',
    summary: `{{id}} · {{${collection.identifier}}}`,
    sortable_fields: ['id', collection.identifier],
    ...viewsBy(fields, collection.viewsBy),
    // "View Live" opens the item's page (site_url, then this path).
    ...(PREVIEW_PATHS[collection.name]
      ? { preview_path: PREVIEW_PATHS[collection.name], preview_path_preserve_slashes: true }
      : {}),
    fields,
  }
}

/** The Decap CMS collections of the site, with fields generated from the schemas. */
export function cmsCollections() {
  return [
    ...folderCollections.map(folderCollection),
    ...filesCollections.map((collection) => ({
      name: collection.name,
      label: collection.label,
      files: collection.files.map((entry) => ({
        name: entry.name,
        label: entry.label,
        file: entry.file,
        ...(entry.markdown ? { format: 'frontmatter' } : { format: 'yaml' }),
        fields: [
          ...decapFields(entry.schema, hintsFor(collection.images, undefined, entry.file)),
          ...(entry.markdown ? [bodyField] : []),
        ],
      })),
    })),
  ]
}
