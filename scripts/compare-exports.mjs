#!/usr/bin/env node
// `node scripts/compare-exports.mjs BEFORE AFTER`: whether two exports of the site are the same
// site, byte for byte, outside /admin: every file of one is in the other with the same bytes.
// Two builds of one commit differ only by Next's build id (a random name, in the paths of its
// manifests and in the router payloads) and by what follows from it (the hashes of inline scripts
// in each page's policy), so those are read as equal; any other difference is listed. Exit 1 when
// there is one. Used to show that a change to the CMS (or any refactor) leaves the site alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Next's build id: the folder of _next/static that is not chunks, css or media. */
export function buildIdOf(dir) {
  const folder = join(dir, '_next', 'static')
  if (!existsSync(folder)) return null
  return readdirSync(folder).find((name) => !['chunks', 'css', 'media'].includes(name)) ?? null
}

/** Every file of an export but /admin and the build's stamp, by its path inside the export. */
export function exportFiles(dir) {
  const files = []
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name)
      const path = relative(dir, full).split(sep).join('/')
      if (path === 'admin' || path === '.coverbridge-build.json') continue
      if (statSync(full).isDirectory()) walk(full)
      else files.push(path)
    }
  }
  walk(dir)
  return files.sort()
}

const TEXT = /\.(html|txt|js|json|css|xml|svg|webmanifest)$|^_headers$|\/_headers$/

/** A file's bytes with the build id and the policy hashes it decides read as placeholders. */
export function normalized(bytes, path, buildId) {
  if (!TEXT.test(path)) return bytes
  let text = bytes.toString('utf8')
  if (buildId) text = text.replaceAll(buildId, '{build-id}')
  return Buffer.from(text.replace(/'sha256-[A-Za-z0-9+/]+=*'/g, "'sha256-{hash}'"))
}

/** The differences between two exports: files only in one, and files whose bytes differ. */
export function compareExports(before, after) {
  const ids = { before: buildIdOf(before), after: buildIdOf(after) }
  const key = (path, id) => (id ? path.replaceAll(id, '{build-id}') : path)
  const list = (dir, id) => new Map(exportFiles(dir).map((path) => [key(path, id), path]))
  const old = list(before, ids.before)
  const now = list(after, ids.after)
  const differences = []
  for (const [name, path] of old) {
    if (!now.has(name)) {
      differences.push(`only before: ${path}`)
      continue
    }
    const a = normalized(readFileSync(join(before, path)), path, ids.before)
    const b = normalized(readFileSync(join(after, now.get(name))), path, ids.after)
    if (!a.equals(b)) differences.push(`changed: ${path}`)
  }
  for (const [name, path] of now) if (!old.has(name)) differences.push(`only after: ${path}`)
  return { files: old.size, differences }
}

const isMain =
  process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])
if (isMain) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error('usage: node scripts/compare-exports.mjs BEFORE AFTER')
    process.exit(2)
  }
  const { files, differences } = compareExports(before, after)
  for (const line of differences) console.log(line)
  console.log(
    differences.length
      ? `\n${differences.length} difference(s) outside /admin`
      : `the same site: ${files} files outside /admin, byte for byte (build id and its hashes aside)`,
  )
  process.exit(differences.length ? 1 : 0)
}
