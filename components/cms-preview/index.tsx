/**
 * The CMS's previews: every collection of the CMS, and every file of its files collections, drawn
 * by the site's own components in the site's own stylesheet as the form changes. Built with the
 * site into /admin/preview-{hash}.js (scripts/lib/cms/admin-preview.mjs), loaded by the admin page
 * after Decap CMS; no page of the site loads it.
 */
import './no-eval'
import { filesCollections, folderCollections } from '@/content/cms/collections'
import { decap, type DecapPreviewProps } from './decap'
import { entryFile } from './entry'
import { previewTemplate } from './mount'
import { OtherFiles } from './other-files'
import { PreviewMain, type Preview } from './preview'
import { draftPictureUrls, pictureFields } from './asset-fields'
import { resolvePicturesWith } from './assets'
import { PREVIEWS } from './previews'

/** Where an entry's file lives, and whether it is Markdown, from the CMS's collections. */
function fileOf(collection: string, slug: string, path: unknown) {
  const folder = folderCollections.find((candidate) => candidate.name === collection)
  const file = filesCollections
    .find((candidate) => candidate.name === collection)
    ?.files.find((candidate) => candidate.name === slug)
  const written = typeof path === 'string' && path ? path : undefined
  return {
    path: written ?? file?.file ?? `${folder?.folder ?? collection}/(a new entry)`,
    markdown: Boolean(folder?.markdown ?? file?.markdown),
  }
}

function draw(props: DecapPreviewProps, previews: Preview[]) {
  const collection = String(props.collection.get('name'))
  const slug = String(props.entry.get('slug') ?? '')
  const chosen = previews.find(
    (candidate) =>
      candidate.collection === collection &&
      (candidate.file === undefined || candidate.file === slug),
  )
  if (!chosen) return null
  const { path, markdown } = fileOf(collection, slug, props.entry.get('path'))
  const data = props.entry.get('data')?.toJS()
  const fields = pictureFields(props.fields, data)
  const drafts = draftPictureUrls(props.entry.get('mediaFiles')?.toJS())
  resolvePicturesWith(
    (src) => drafts.get(src) ?? (props.getAsset(src, fields.get(src))?.toString() || src),
  )
  return (
    <OtherFiles read={props.getCollection}>
      <PreviewMain>{chosen.draw(entryFile(path, data, chosen.schema, markdown))}</PreviewMain>
    </OtherFiles>
  )
}

// Decap picks a template by name: a folder collection's, or a file's name in a files collection.
// Names can be shared ('faq' is a collection and a page's file): one template per name, which
// draws whichever of its previews the open entry belongs to.
const { CMS } = decap()
const byName = new Map<string, Preview[]>()
for (const candidate of PREVIEWS) {
  const name = candidate.file ?? candidate.collection
  byName.set(name, [...(byName.get(name) ?? []), candidate])
}
for (const [name, previews] of byName) {
  CMS.registerPreviewTemplate(
    name,
    previewTemplate((props) => draw(props, previews)),
  )
}
