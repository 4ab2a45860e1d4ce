// One entry of every collection of the CMS, and every file of its files collections, as the
// editor's address names it: what the preview tests open.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { filesCollections, folderCollections } from '@/content/cms/collections'

/** The first entry of a folder collection, by its file's name. */
const firstEntry = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /^1-.*\.(ya?ml|md)$/.test(name))
    .map((name) => name.replace(/\.(ya?ml|md)$/, ''))[0]

export const PREVIEW_ENTRIES: { name: string; hash: string }[] = [
  ...folderCollections.map((collection) => ({
    name: collection.name,
    hash: `${collection.name}/entries/${firstEntry(join(process.cwd(), collection.folder))}`,
  })),
  ...filesCollections.flatMap((collection) =>
    collection.files.map((file) => ({
      name: `${collection.name}-${file.name}`,
      hash: `${collection.name}/entries/${file.name}`,
    })),
  ),
]
