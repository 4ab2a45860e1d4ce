// Next's build id, made from the client code instead of chance.
//
// Next names every build with an id that it writes into each page's router payload and that the
// client router compares with its own on every navigation: when they differ, it loads the page in
// full instead of mixing code of two builds. A random id (Next's default) made every page of every
// build differ, so a host uploaded the whole export on each publish. next.config.mjs gives Next a
// placeholder; this step replaces it with a hash of the names of the export's client files, which
// carry the hash of their content. A content edit leaves them, and so the id, as they were: only the
// pages that show the edit change. A change of client code changes the id in every page, as it
// must: a tab opened before the deploy then loads its next page in full with the new code.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesBelow } from './files-below.mjs'

/** What next.config.mjs gives Next as the build id: replaced in every file of the export. */
export const BUILD_ID_PLACEHOLDER = 'coverbridge-build-id'

const NEXT_FOLDERS = new Set(['chunks', 'css', 'media'])

/** The id for an export: a hash of the names of its client files (chunks, stylesheets, fonts). */
export function clientCodeId(out) {
  const hash = createHash('sha256')
  const staticDir = join(out, '_next', 'static')
  for (const folder of readdirSync(staticDir).sort()) {
    if (!NEXT_FOLDERS.has(folder)) continue
    for (const file of filesBelow(join(staticDir, folder))) hash.update(`${folder}/${file}\n`)
  }
  // 21 characters of [A-Za-z0-9_-], the length and alphabet of Next's own ids.
  return hash.digest('base64url').slice(0, 21)
}

/** The text files of an export that can carry the id: pages and router payloads. */
function carriers(out) {
  return filesBelow(out).filter(
    (path) =>
      /\.(html|txt)$/.test(path) && !path.startsWith('_next/') && !path.startsWith('admin/'),
  )
}

/**
 * Names the folder of Next's manifests after the export's client-code id and returns the id, or
 * null when the export was built with another id (it is then left as it is).
 */
export function claimBuildId(out) {
  const placeholderDir = join(out, '_next', 'static', BUILD_ID_PLACEHOLDER)
  if (!existsSync(placeholderDir) || !statSync(placeholderDir).isDirectory()) return null
  const id = clientCodeId(out)
  renameSync(placeholderDir, join(out, '_next', 'static', id))
  return id
}

/** Writes `id` for the placeholder in every page and payload of `out` but those in `done`. */
export function replaceBuildId(out, id, done = new Set()) {
  for (const path of carriers(out)) {
    if (done.has(path)) continue
    const file = join(out, path)
    const text = readFileSync(file, 'utf8')
    if (text.includes(BUILD_ID_PLACEHOLDER)) {
      writeFileSync(file, text.replaceAll(BUILD_ID_PLACEHOLDER, id))
    }
  }
}

/**
 * Replaces the placeholder build id with the export's client-code id: the folder of Next's
 * manifests and every page and payload that names it. Returns the id, or null when the export
 * was built with another id (a build without the placeholder is left as it is).
 */
export function settleBuildId(out) {
  const id = claimBuildId(out)
  if (id) replaceBuildId(out, id)
  return id
}
