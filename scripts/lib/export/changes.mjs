// What changed between two exports, file by file: what a host that uploads changed files
// (Netlify, Cloudflare Pages, `npm run deploy:s3`) will send. The build keeps the list of its
// files with their sizes and hashes (.cache/export/), and the next build's report compares its
// export with that list.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { filesBelow } from './files-below.mjs'

/** Every file of an export, by its '/'-separated path, with its size and SHA-256. */
export function exportDigests(dir) {
  const digests = {}
  const files = filesBelow(dir)
  for (const path of files) {
    const bytes = readFileSync(join(dir, path))
    digests[path] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
  }
  return digests
}

/** The digests of a previous export: a folder, or a list written by saveDigests. */
export function readDigests(source) {
  if (!source || !existsSync(source)) return undefined
  if (source.endsWith('.json')) {
    try {
      return JSON.parse(readFileSync(source, 'utf8')).files
    } catch {
      return undefined
    }
  }
  return exportDigests(source)
}

export function saveDigests(file, digests) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify({ files: digests }))
}

/** The folder a file counts under in the report: its first one, or ./ for the export's root. */
const folderOf = (path) => (path.includes('/') ? `${path.split('/')[0]}/` : './')

/**
 * The files added, changed and removed from `before` to `after` (digests by path), the bytes a
 * host uploads (those of the added and changed files), and the same counted by folder, the
 * folders with most files first.
 */
export function compareDigests(before, after) {
  const added = []
  const changed = []
  const removed = []
  for (const [path, digest] of Object.entries(after)) {
    const old = before[path]
    if (!old) added.push(path)
    else if (old.sha256 !== digest.sha256) changed.push(path)
  }
  for (const path of Object.keys(before)) if (!after[path]) removed.push(path)
  const upload = [...added, ...changed].sort()
  const folders = new Map()
  for (const path of [...upload, ...removed]) {
    const folder = folders.get(folderOf(path)) ?? { files: 0, bytes: 0 }
    folder.files += 1
    folder.bytes += after[path]?.size ?? 0
    folders.set(folderOf(path), folder)
  }
  return {
    files: Object.keys(after).length,
    bytes: Object.values(after).reduce((sum, digest) => sum + digest.size, 0),
    added: added.sort(),
    changed: changed.sort(),
    removed: removed.sort(),
    upload,
    uploadBytes: upload.reduce((sum, path) => sum + after[path].size, 0),
    folders: [...folders].sort((a, b) => b[1].files - a[1].files || a[0].localeCompare(b[0])),
  }
}

const share = (part, whole) => `${whole ? ((100 * part) / whole).toFixed(2) : '0.00'}%`
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

/** The report's line: how many files and bytes changed since the previous export, and where. */
export function changesLine(changes) {
  const { upload, removed, files, bytes, uploadBytes, folders } = changes
  if (upload.length === 0 && removed.length === 0) {
    return `since the previous export: no file changed (${files} files the same, byte for byte)`
  }
  const where = folders
    .slice(0, 6)
    .map(([folder, count]) => `${folder} ${count.files}`)
    .join(', ')
  return (
    `since the previous export: ${upload.length} of ${files} files to upload (${share(upload.length, files)}), ` +
    `${mb(uploadBytes)} of ${mb(bytes)} (${share(uploadBytes, bytes)}): ${changes.added.length} new, ` +
    `${changes.changed.length} changed, ${removed.length} removed; by folder: ${where}` +
    (folders.length > 6 ? `, ${folders.length - 6} more` : '')
  )
}
