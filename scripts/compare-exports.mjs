#!/usr/bin/env node
// `node scripts/compare-exports.mjs BEFORE AFTER`: whether two exports of the site are the same,
// byte for byte, every file of each, /admin and the build's stamp included; any difference is
// listed. Exit 1 when there is one. Two builds of one commit give the same bytes, in one folder or
// two (scripts/lib/export/build-id.mjs, stable-ids.mjs): used to show that a change to the build,
// the CMS or any refactor leaves the site alone, and that sharded builds merge into one build's.
import { compareDigests, exportDigests } from './lib/export/changes.mjs'

/** The differences between two export folders: files only in one, and files whose bytes differ. */
export function compareExports(before, after) {
  const changes = compareDigests(exportDigests(before), exportDigests(after))
  return {
    files: changes.files,
    differences: [
      ...changes.removed.map((path) => `only before: ${path}`),
      ...changes.changed.map((path) => `changed: ${path}`),
      ...changes.added.map((path) => `only after: ${path}`),
    ],
  }
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
      ? `\n${differences.length} difference(s)`
      : `the same export: ${files} files, byte for byte`,
  )
  process.exit(differences.length ? 1 : 0)
}
